// main.cpp - drives tiny_stack.sv for a few clocks (two pushes, one pop; never
// overflows, so that line stays at 0) and writes coverage.dat.
#include <memory>
#include "Vtiny_stack.h"
#include "verilated.h"
#include "verilated_cov.h"

int main(int argc, char **argv)
{
    auto ctx = std::make_unique<VerilatedContext>();
    ctx->commandArgs(argc, argv);
    auto top = std::make_unique<Vtiny_stack>(ctx.get());
    const int push[] = {0, 1, 1, 0, 0}, pop[] = {0, 0, 0, 1, 0};
    for (int c = 0; c < 5; c++) {
        top->rst_n = c > 0;
        top->push = push[c];
        top->pop = pop[c];
        top->clk = 0;
        top->eval();
        top->clk = 1;
        top->eval();
    }
    top->final();
    ctx->coveragep()->write(argc > 1 ? argv[1] : "coverage.dat");
    return 0;
}
