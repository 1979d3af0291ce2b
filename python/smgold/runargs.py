"""`smgold run` arguments (smgold/run.h) that set up and launch a Model: the
library's own parser, shared with the CLI, the lock-step testbenches and the DPI
layer, so a vector's launch.args means the same thing here.
"""
from __future__ import annotations

from ._runopts import MemRegion, RunOpts, run_usage
from .model import Model

__all__ = ["RunArgs", "MemRegion", "run_usage"]


class RunArgs(RunOpts):
    """Parsed `smgold run` arguments (sg_run_parse); close() frees them.

    Relative input file names are taken relative to dir. Errors raise ParseError
    naming the option and what was expected (FileError for an unreadable @FILE).
    """

    def setup(self) -> Model:
        """Build the configuration, create the model, load program and memory, stimuli."""
        return Model._from_opts(self)

    def launch(self, model: Model) -> None:
        """Launch the kernel on model as the arguments say (grid, block, params, entry)."""
        model._launch_opts(self)
