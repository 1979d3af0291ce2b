/*
 * fuzz_main.c - a driver for a libFuzzer harness without libFuzzer, so the
 * harness runs in ctest with the project's compiler (and under ASan/UBSan in
 * the sanitizer build): N inputs of a fixed pseudo-random sequence (the same
 * on every run), then each FILE given (a crash input libFuzzer saved).
 *
 *   fuzz_api_smoke [N] [FILE...]
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "%s: cannot open\n", path);
        return 1;
    }
    static uint8_t buf[1 << 20];
    size_t n = fread(buf, 1, sizeof buf, f);
    fclose(f);
    LLVMFuzzerTestOneInput(buf, n);
    return 0;
}

int main(int argc, char **argv)
{
    long count = argc > 1 ? strtol(argv[1], NULL, 0) : 2000;
    uint64_t x = 0x9e3779b97f4a7c15ull; /* xorshift64: the same inputs every run */
    static uint8_t buf[1024];
    for (long i = 0; i < count; i++) {
        size_t n = 0, len = 0;
        do { /* the first number is the length, the next ones the bytes */
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            if (n == 0 && !len)
                len = (size_t)(x % sizeof buf) + 1;
            else
                buf[n++] = (uint8_t)(x >> 24);
        } while (n < len);
        LLVMFuzzerTestOneInput(buf, n);
    }
    int rc = 0;
    for (int i = 2; i < argc; i++)
        rc |= run_file(argv[i]);
    printf("%ld random inputs, %d files: no crash\n", count, argc > 2 ? argc - 2 : 0);
    return rc;
}
