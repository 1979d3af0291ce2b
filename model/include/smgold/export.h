/*
 * smgold/export.h - SG_API, the mark of every function of the public API.
 *
 * The library is compiled with -fvisibility=hidden: only the functions whose
 * declarations carry SG_API (those of the installed headers: the smgold/
 * headers and smgold_dpi.h) are exported from libsmgold.so and
 * libsmgold_dpi.so, so the library's internal helpers never clash with a
 * simulator's or a user's own symbols. The ctest install_symbols fails on any
 * exported function that is not declared in an installed header, and on any
 * declared one that is not exported (a new public function without SG_API).
 *
 * A user of the library needs nothing here: on their side the attribute only
 * repeats the default visibility.
 */
#ifndef SMGOLD_EXPORT_H
#define SMGOLD_EXPORT_H

#if defined(__GNUC__) || defined(__clang__)
#define SG_API __attribute__((visibility("default")))
#else
#define SG_API
#endif

#endif
