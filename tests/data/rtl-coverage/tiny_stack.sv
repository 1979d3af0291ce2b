// tiny_stack.sv - a 4-deep push/pop depth counter: the small RTL whose Verilator
// line and toggle coverage (coverage.dat, written by Verilator 5.006) the test
// of `smgold cover --format verilator` merges with token-stack bins
// (tests/cli/test_outputs.sh). Regenerate coverage.dat with regen.sh.
module tiny_stack (
    input  logic       clk,
    input  logic       rst_n,
    input  logic       push,
    input  logic       pop,
    output logic [2:0] depth,
    output logic       overflow
);
  always_ff @(posedge clk) begin
    if (!rst_n) begin
      depth    <= 3'd0;
      overflow <= 1'b0;
    end else if (push && !pop) begin
      if (depth == 3'd4) overflow <= 1'b1;
      else depth <= depth + 3'd1;
    end else if (pop && !push && depth != 3'd0) begin
      depth <= depth - 3'd1;
    end
  end
endmodule
