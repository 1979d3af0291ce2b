/*
 * cmd_replay.c - "smgold replay LOG": re-run the model side of a recorded
 * lock-step run (the testbench's --record, or smgold_record over DPI)
 * without a simulator, feeding it the RTL values the log holds, and say
 * whether it reaches the same verdict (specs/dpi.md §7).
 */
#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "smgold/cosim.h"

int cmd_replay(int argc, char **argv)
{
    if (argc == 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
        printf("usage: smgold replay LOG\n\n"
               "Re-run the model side of a recorded lock-step run and compare the recorded\n"
               "RTL values again. Prints the replay's verdict and whether it equals the\n"
               "recorded one.\n\n"
               "Exit status: 0 the replay passes, 1 it finds the mismatch (or compared\n"
               "nothing), 2 a bad log, or a verdict different from the recorded one.\n");
        return 0;
    }
    if (argc != 2) {
        fprintf(stderr, "smgold replay: expected one LOG (see --help)\n");
        return 2;
    }
    char verdict[512], recorded[512];
    int same = 0;
    sg_error err;
    if (sg_cosim_replay(argv[1], verdict, sizeof verdict, recorded, sizeof recorded, &same,
                        &err)) {
        char buf[SG_ERROR_MSG_MAX + SG_ERROR_FILE_MAX + 64];
        fprintf(stderr, "smgold replay: %s\n", sg_error_format(&err, buf, sizeof buf));
        return 2;
    }
    printf("replay:   %s\n", verdict);
    printf("recorded: %s\n", recorded[0] ? recorded : "(none: the recording did not finish)");
    if (!same) {
        printf("the replay's verdict DIFFERS from the recorded one\n");
        return 2;
    }
    printf("same verdict\n");
    return strncmp(verdict, "pass:", 5) ? 1 : 0;
}
