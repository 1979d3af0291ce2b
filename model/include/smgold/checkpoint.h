/*
 * smgold/checkpoint.h - saving the whole state of a model between two clocks and
 * restoring it, in the same process or another (specs/checkpoint.md).
 *
 * A checkpoint holds everything a launched model's future depends on: the
 * warps (token stacks with their spilled part, while-mask tables, registers,
 * predicates, $c, local memory, thread ids, scoreboards), the blocks and their
 * shared memory, global memory, textures and constant banks, the schedulers'
 * policy state and the cycle model's pipes, the statistics, the coverage
 * counts, the guard stimuli and how often each has fired, and the launch. It
 * does not hold the program or the configuration, only their hashes: a
 * checkpoint is restored into a model made with the same configuration and
 * the same program loaded (sg_run_setup with the same arguments does both),
 * and restoring into any other is an error that names what differs. The
 * observers (trace, Accel-Sim export, datapath records, scheduler views) are
 * the restoring model's own; the trace header is not written again, so the
 * trace of the restored model continues the saved one record for record.
 *
 * The format is versioned and little-endian whatever the host
 * (specs/checkpoint.md): a checkpoint saved on one machine restores on any.
 * Saving and restoring are host calls between clocks: nothing here runs on
 * the clocked path.
 *
 * Example (run to clock 1000, save; later, in another process, go on):
 *     while (sg_sm_cycle(sm) < 1000 && !sg_sm_done(sm)) sg_sm_step(sm, &err);
 *     sg_sm_save_file(sm, "k.ckpt", &err);
 *     ...
 *     sg_run_setup(o, &sm2, &err);                 // same program and configuration
 *     if (sg_sm_restore_file(sm2, "k.ckpt", &err)) // not sg_run_launch
 *         fprintf(stderr, "%s\n", sg_error_format(&err, buf, sizeof buf));
 *     sg_sm_run(sm2, max_cycles, &err);            // cycle 1000 onwards
 */
#ifndef SMGOLD_CHECKPOINT_H
#define SMGOLD_CHECKPOINT_H

#include <stddef.h>
#include <stdint.h>

#include "smgold/error.h"
#include "smgold/export.h"
#include "smgold/limits.h"
#include "smgold/smgold.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The format version this library writes and reads (specs/checkpoint.md CK-1). */
#define SG_CHECKPOINT_VERSION 1

/* The largest checkpoint file sg_sm_restore_file reads: SG_LIMIT_CHECKPOINT
 * in smgold/limits.h (2 GiB, and why). */

/* Save the model's state (a program loaded; launched or not) into buf.
 * buf NULL: only *len is set, to the size the checkpoint needs. Otherwise
 * buf must hold cap >= that size bytes (SG_ERR_RANGE naming both sizes
 * if not) and *len gets the bytes written. Errors: SG_ERR_ARG (NULL model
 * or len, no program loaded). The same state always gives the same bytes. */
SG_API sg_status sg_sm_save(const sg_sm *sm, void *buf, size_t cap, size_t *len, sg_error *err);

/* Replace the model's state by the checkpoint's (len bytes at buf; name, may
 * be NULL, is the file the errors name). The model must have been made with
 * the configuration the checkpoint was saved with and hold the same program;
 * its mapped global memory must lie within the checkpoint's (the
 * checkpoint's regions are mapped, its contents written over). Errors:
 * SG_ERR_ARG (NULL argument, no program loaded); SG_ERR_SYNTAX (not a
 * checkpoint, another format version, truncated or corrupt: the checksum or
 * a section's length or value is wrong); SG_ERR_RANGE (another program,
 * another configuration - naming the first key that differs - or memory the
 * checkpoint does not have). The whole checkpoint is checked before anything
 * changes: on an error the model is as it was. */
SG_API sg_status sg_sm_restore(sg_sm *sm, const void *buf, size_t len, const char *name,
                               sg_error *err);

/* The same, to and from a file: written all or nothing (a temporary file
 * renamed over path; a name ending in ".gz" is refused: checkpoints are not
 * compressed); read within SG_LIMIT_CHECKPOINT. Errors as above, and SG_ERR_IO
 * naming the file. */
SG_API sg_status sg_sm_save_file(const sg_sm *sm, const char *path, sg_error *err);
SG_API sg_status sg_sm_restore_file(sg_sm *sm, const char *path, sg_error *err);

#ifdef __cplusplus
}
#endif

#endif
