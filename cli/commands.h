/*
 * commands.h - the smgold subcommands. Each takes argv with argv[0] = the
 * command name and returns the process exit status: 0 success, 1 a check
 * failed, 2 bad usage or bad input.
 */
#ifndef SMGOLD_CLI_COMMANDS_H
#define SMGOLD_CLI_COMMANDS_H

int cmd_disasm(int argc, char **argv);
int cmd_asm(int argc, char **argv);
int cmd_forms(int argc, char **argv);
int cmd_isa(int argc, char **argv);
int cmd_run(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_table(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_cover(int argc, char **argv);
int cmd_gen(int argc, char **argv);
int cmd_shrink(int argc, char **argv);

#endif
