// sv_main.cpp - Verilator's main loop for the SystemVerilog testbench (tb_top.sv, built
// with --timing): the loop of Verilator's own --main, plus the exit status. This file is the
// only Verilator-specific part of smgold_sv_tb; the SystemVerilog runs unchanged on any
// simulator with DPI-C and timing.
//
// Exit status: 0 after $finish; 1 after $fatal / $error / $stop (a mismatch, a set-up or
// model error). Verilator's default vl_stop would call std::abort() (status 134, maybe a
// core file), and with fatalOnError(false) it would let the SV code after a $fatal run on,
// unlike other simulators. So this file provides vl_stop (the customisation hook
// VL_USER_STOP, defined for this target in CMake): print, flush, exit(1) at once.
#include <cstdio>
#include <cstdlib>
#include <memory>

// Verilator's headers are not warning-clean under -Wextra
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include "Vtb_top.h"
#include "verilated.h"
#pragma GCC diagnostic pop

#ifndef VL_USER_STOP
#error "build with -DVL_USER_STOP (testbench/CMakeLists.txt)"
#endif

// $stop, and $fatal / $error (which end in $stop): the SV side has printed why.
void vl_stop(const char *filename, int linenum, const char *hier)
{
    (void)hier;
    printf("%%Error: %s:%d: Verilog $stop\n", filename, linenum);
    Verilated::runFlushCallbacks();
    Verilated::runExitCallbacks();
    fflush(stdout);
    std::exit(1);
}

int main(int argc, char **argv)
{
    const std::unique_ptr<VerilatedContext> ctx{new VerilatedContext};
    ctx->commandArgs(argc, argv); // the plusargs
    const std::unique_ptr<Vtb_top> top{new Vtb_top{ctx.get()}};
    while (!ctx->gotFinish()) {
        top->eval();
        if (!top->eventsPending())
            break;
        ctx->time(top->nextTimeSlot());
    }
    top->final();
    if (!ctx->gotFinish()) {
        fprintf(stderr, "smgold_sv_tb: the simulation ran out of events before $finish\n");
        return 2;
    }
    return ctx->gotError() ? 1 : 0;
}
