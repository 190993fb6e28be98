import time
from collections import Counter

from . import config
from .evaluator import eval_node
from .features import extract_features
from .lexer import tokenize
from .optimizer import optimize
from .parser import parse_rule, validate_names


def tokenize_rules(sources):
    return [(name, tokenize(text)) for name, text in sources]


def parse_rules(tokenized):
    return [(name, validate_names(parse_rule(toks), name)) for name, toks in tokenized]


def optimize_rules(parsed):
    return [(name, optimize(ast)) for name, ast in parsed]


def recompile_rules(sources):
    """Rebuild the compiled rule set from source (the rule store may have changed)."""
    return optimize_rules(parse_rules(tokenize_rules(sources)))


class PolicyEngine:
    def __init__(self, sources, overrides):
        self.base = recompile_rules(sources)
        self.overrides = overrides          # tenant rules, editable at run time
        self.compiled_overrides = recompile_rules(overrides)
        self.seen = 0

    def maybe_reload(self):
        every = 1 if config.CHANGE == "split3" else config.RELOAD_EVERY
        if self.seen % every == 0:
            self.compiled_overrides = recompile_rules(self.overrides)

    def classify(self, doc):
        self.seen += 1
        self.maybe_reload()
        extract_features(doc)
        labels = [name for name, ast in self.base if eval_node(ast, doc)]
        labels += [name for name, ast in self.compiled_overrides if eval_node(ast, doc)]
        return labels or ["other"]

    def run(self, docs, deadline):
        counts = Counter()
        for doc in docs:
            for label in self.classify(doc):
                counts[label] += 1
            if self.seen % 16 == 0 and time.monotonic() > deadline:
                break
        return counts
