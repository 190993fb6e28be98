module contactsvc

go 1.26
