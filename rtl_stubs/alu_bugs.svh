// alu_bugs.svh - injected design bugs of alu_lanes (included inside the module).
//
// bug_sel == 0 is the correct design. bug_sel == ABUG_x switches on exactly one plausible
// design error; each one changes behaviour only in the situation its comment names (and
// there only where the wrong result differs from the right one). Ids 64-95 belong to
// alu_lanes (specs/datapath.md §8: 1-63 are simt_stack_unit's, 96-127 ldst_unit's), so that
// one bug_sel drives every unit of a lock-step build. The names are also meant for
// rtl_stubs/bugs.tsv (name = localparam name without ABUG_, lower case). Ids are stable:
// tests and reports refer to them.

// bug_sel == 0: no bug.
localparam logic [7:0] ABUG_IADD_X_CARRY_IGNORED      = 8'd64; // IADD/IADD32I .X: carry in from the negation table (0, or 1 with one operand negated) instead of $c.C
localparam logic [7:0] ABUG_SHIFT_AMOUNT_WRAPS        = 8'd65; // SHL/SHR without .W: an amount >= 32 is taken modulo 32 instead of clamping (0 / sign fill)
localparam logic [7:0] ABUG_ISETP_SIGN_SWAPPED        = 8'd66; // ISETP (also .X): .U32 compares signed and a signed compare is unsigned
localparam logic [7:0] ABUG_ISETP_PRED_INACTIVE_LANES = 8'd67; // ISETP: Pd (first destination) is also written in lanes outside in_lanes
localparam logic [7:0] ABUG_IADD_CC_CARRY_BIT31       = 8'd68; // IADD/IADD32I .CC: $c.C is bit 31 of the sum instead of the carry out of bit 31
localparam logic [7:0] ABUG_IMUL_HI_RETURNS_LOW       = 8'd69; // IMAD/IMUL/IMUL32I .HI: uses the low word of the product instead of the high word
localparam logic [7:0] ABUG_LOP_INV_SWAPPED           = 8'd70; // LOP/LOP32I: the ~ of Ra inverts src2 and the ~ of src2 inverts Ra (one ~ given)
localparam logic [7:0] ABUG_BFE_NO_SIGN_EXTEND        = 8'd71; // signed BFE zero-extends the field as BFE.U32 does
localparam logic [7:0] ABUG_POPC_IGNORES_INV          = 8'd72; // POPC: the ~ on Ra and on src2 is ignored
localparam logic [7:0] ABUG_SEL_PRED_NOT_NEGATED      = 8'd73; // SEL with !P: selects on P itself (the ! is dropped)
localparam logic [7:0] ABUG_ICMP_SENSE_SWAPPED        = 8'd74; // ICMP: returns src2 where c cmp 0 holds and Ra where it does not
localparam logic [7:0] ABUG_SETP_X_Z_NOT_CHAINED      = 8'd75; // ISETP.X/ISET.X: EQ from the high words alone (d == 0), $c.Z of the low words ignored
localparam logic [7:0] ABUG_SAT_LIMIT_FROM_RESULT     = 8'd76; // IADD/IADD32I/IMAD .SAT on a signed overflow: limit chosen from the wrapped sum's sign (the wrong limit)
localparam logic [7:0] ABUG_PSETP_PD2_NOT_INVERTED    = 8'd77; // PSETP: Pd2 = r comb Pc instead of (!r) comb Pc
localparam logic [7:0] ABUG_FLO_SIGNED_NO_INVERT      = 8'd78; // signed FLO of a negative value: not inverted first, finds the top 1 (31)
localparam logic [7:0] ABUG_ISCADD_NEG_BEFORE_SHIFT   = 8'd79; // ISCADD with -Ra alone and shift > 0: A = (~Ra) << shift instead of ~(Ra << shift)
localparam logic [7:0] ABUG_CC_DROPPED_FOR_RZ         = 8'd80; // any .CC with destination RZ: $c is not written (out_cc_we = 0)
localparam logic [7:0] ABUG_SHR_U32_SIGN_FILL         = 8'd81; // SHR.U32 of a value with bit 31 set fills with ones (arithmetic shift)
localparam logic [7:0] ABUG_SET_BF_IGNORED            = 8'd82; // ISET/PSET .BF: a true lane gets 0xffffffff instead of 1.0f (0x3f800000)
localparam logic [7:0] ABUG_RC_SOURCES_SWAPPED        = 8'd83; // IMAD/ICMP/BFI with the register second source in the Rc slot (bits 46-47 = 2): src2 and src3 swapped
