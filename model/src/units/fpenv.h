/*
 * fpenv.h - the host floating-point environment the FP, SFU and conversion
 * units run in: round to nearest (an instruction's own rounding mode is set
 * by fpu.c / conv.c with fesetround), no flush to zero, every exception
 * masked; on return the caller's environment - modes and exception flags -
 * is back exactly as it was.
 *
 * fegetenv/fesetenv do that anywhere, but on x86-64 they save and load the
 * whole x87 environment (fnstenv/fldenv) around every warp instruction: 32%
 * of the standalone run time of 000 Figure 8's kernel (perf, issue 14). On
 * x86-64 with SSE arithmetic the state these units depend on is MXCSR
 * (rounding, FTZ/DAZ, masks, flags) and the x87 control word (fesetround
 * sets its rounding too; libm's double and float functions do not compute
 * with x87 here, and the model has no long double): those two are saved,
 * set to the defaults only when they differ, and restored. Elsewhere the
 * portable calls.
 */
#ifndef SMGOLD_UNITS_FPENV_H
#define SMGOLD_UNITS_FPENV_H

#include <fenv.h>

#if defined(__x86_64__) && defined(__SSE2__) && defined(__GNUC__)
#include <immintrin.h>

#define SG_MXCSR_DEFAULT 0x1F80u /* all exceptions masked, round to nearest, no FTZ/DAZ */
#define SG_X87_CW_DEFAULT 0x037Fu /* the same for x87, 64-bit precision */

typedef struct sg_fpenv {
    unsigned csr;
    unsigned short cw;
} sg_fpenv;

static inline void sg_fpenv_enter(sg_fpenv *s)
{
    s->csr = _mm_getcsr();
    __asm__ volatile("fnstcw %0" : "=m"(s->cw));
    /* the flags (bits 0-5) are the caller's: kept, and put back on leaving */
    if ((s->csr & ~0x3Fu) != SG_MXCSR_DEFAULT)
        _mm_setcsr(SG_MXCSR_DEFAULT | (s->csr & 0x3Fu));
    if (s->cw != SG_X87_CW_DEFAULT) {
        unsigned short d = SG_X87_CW_DEFAULT;
        __asm__ volatile("fldcw %0" : : "m"(d));
    }
}

static inline void sg_fpenv_leave(const sg_fpenv *s)
{
    unsigned short cw;
    _mm_setcsr(s->csr); /* modes and the caller's flags (the units' own are dropped) */
    __asm__ volatile("fnstcw %0" : "=m"(cw));
    if (cw != s->cw)
        __asm__ volatile("fldcw %0" : : "m"(s->cw));
}

#else

typedef struct sg_fpenv {
    fenv_t env;
} sg_fpenv;

static inline void sg_fpenv_enter(sg_fpenv *s)
{
    fegetenv(&s->env);
    fesetenv(FE_DFL_ENV);
}

static inline void sg_fpenv_leave(const sg_fpenv *s)
{
    fesetenv(&s->env);
}

#endif

#endif
