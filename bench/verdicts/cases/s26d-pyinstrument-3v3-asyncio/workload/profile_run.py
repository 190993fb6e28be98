"""Run a script under pyinstrument (Python API) and write a speedscope JSON.

usage: python profile_run.py OUT.json SCRIPT [ARGS...]

Equivalent to `pyinstrument -r speedscope -o OUT.json SCRIPT ARGS` (same Profiler, 1 ms
interval, async_mode="disabled" as the CLI uses, same SpeedscopeRenderer), except that the
renderer's node filter is turned off (processor_options filter_threshold=0). Reason: the
speedscope renderer keeps the timeline (no aggregation), so with many interleaved coroutines
every worker/parse/enrich node lasts one or two samples and the default 1% filter deletes all
of them (their time lands in asyncio's Handle._run as self time); and lowering the threshold on
the CLI makes pyinstrument's remove_first_pyinstrument_frames processor pick runpy's first
child (a 1 ms startup import) as the root, giving an empty profile.
"""
import runpy
import sys

from pyinstrument import Profiler
from pyinstrument.renderers.speedscope import SpeedscopeRenderer

out, script, *args = sys.argv[1:]
sys.argv = [script] + args
profiler = Profiler(interval=0.001, async_mode="disabled")
profiler.start()
try:
    runpy.run_path(script, run_name="__main__")
finally:
    profiler.stop()
with open(out, "w") as f:
    f.write(profiler.output(SpeedscopeRenderer(processor_options={"filter_threshold": 0})))
