def bucket_key(rec):
    first = rec['name'].split(' ', 1)[0]
    return (rec['loc'], first, rec['supplier'][:6])
