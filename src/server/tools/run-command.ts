type ErrorKind = abstract new (...args: never[]) => Error;

/**
 * Runs a command line tool's main with the command's arguments, and exits with the code it returns (when it
 * returns one; otherwise the process ends when its work does). An error of one of the `expected` kinds (a bad
 * setting, a locked data directory...) is told in its own words; any other is printed whole, stack and all,
 * as the tool's own fault.
 */
export function runCommand(main: (args: string[]) => Promise<unknown>, expected: ErrorKind[]): void {
  main(process.argv.slice(2)).then(
    (code) => {
      if (typeof code === 'number') process.exit(code);
    },
    (error: unknown) => {
      const known = expected.some((kind) => error instanceof kind);
      console.error(known ? (error as Error).message : error);
      process.exit(1);
    },
  );
}
