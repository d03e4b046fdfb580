/** The shiplog command line; its commands come next. */
export async function main(args: string[]): Promise<number> {
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
    process.stdout.write('Usage: shiplog <command> [options]\n');
    return 0;
  }
  process.stderr.write(`shiplog: unknown command "${args[0]}". Run shiplog --help.\n`);
  return 2;
}
