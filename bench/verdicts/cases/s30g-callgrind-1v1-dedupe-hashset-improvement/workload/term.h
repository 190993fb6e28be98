#define DOCLEN 80
struct term { const char *w; int count; double score; };
extern struct term distinct[DOCLEN];
