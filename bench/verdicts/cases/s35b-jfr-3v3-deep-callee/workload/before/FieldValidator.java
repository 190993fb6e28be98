import java.util.regex.Pattern;

/** Validates individual form fields. */
public class FieldValidator {

    private static final Pattern EMAIL =
            Pattern.compile("^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$");

    void validate(String key, String value) throws RequestParser.BadRequest {
        switch (key) {
            case "email":
            case "referrer":
                if (!isEmail(value)) throw new RequestParser.BadRequest("invalid " + key);
                break;
            case "phone":
                if (!isPhone(value)) throw new RequestParser.BadRequest("invalid phone");
                break;
            case "zip":
                if (value.length() != 5 || !value.chars().allMatch(Character::isDigit))
                    throw new RequestParser.BadRequest("invalid zip");
                break;
            case "name":
                if (value.isEmpty() || value.length() > 64) throw new RequestParser.BadRequest("invalid name");
                break;
            default:
                throw new RequestParser.BadRequest("unknown field " + key);
        }
    }

    static boolean isEmail(String s) {
        return s.length() <= 254 && EMAIL.matcher(s).matches();
    }

    static boolean isPhone(String s) {
        if (!s.startsWith("+") || s.length() < 8 || s.length() > 16) return false;
        for (int i = 1; i < s.length(); i++)
            if (!Character.isDigit(s.charAt(i))) return false;
        return true;
    }
}
