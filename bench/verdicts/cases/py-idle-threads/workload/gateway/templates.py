import json
import string

TEMPLATES = {
    "order_shipped": string.Template("Hi $name, your order $order shipped via $carrier. Track: $url"),
    "password_reset": string.Template("Hi $name, use code $code to reset your password within $mins minutes."),
    "digest": string.Template("Hi $name, you have $count new messages in $folder."),
}


def render_message(kind, params):
    return TEMPLATES[kind].substitute(params)


def build_payload(user, kind, text):
    return json.dumps({"to": user["email"], "kind": kind, "text": text, "locale": user["locale"],
                       "channels": user["channels"]}, sort_keys=True)
