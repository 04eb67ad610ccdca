import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { ADMINISTRATOR_LEVEL, BootstrapRefusal, bootstrapStaff, checkBootstrapInput, describeBootstrap, type BootstrapInput } from '../modules/admin/index.ts';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-staff   Create a staff account holding an access level, or grant the level to an existing one.
                 This is how the first administrator of an empty (production) database is made.

Options of create-staff:
  --email <address>        The Google account the person signs in with (required).
  --first-name <name>      Their first name (an existing account keeps its names).
  --last-name <name>       Their last name.
  --access-level <name>    The level to hold (default: ${ADMINISTRATOR_LEVEL}). "${ADMINISTRATOR_LEVEL}" is created
                           with every permission label when missing; any other name must exist already.
  -h, --help               Show this help.

It uses the same DATABASE_URL or DATA_DIR as the server and applies pending migrations first.
Example:
  npm run admin -- create-staff --email asha@company.com --first-name Asha --last-name Rao --access-level ${ADMINISTRATOR_LEVEL}
`;

/** A mistake in how the command was called: exit code 2, like other command-line tools. */
class UsageError extends Error {}

/** Checks the whole command line, input included, before any database is opened. */
function parseCommandLine(argv: string[]): { help: true } | { help: false; input: BootstrapInput } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        'access-level': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    // The first sentence of parseArgs' message names the problem (unknown option, missing value).
    const message = error instanceof Error ? error.message : String(error);
    throw new UsageError(`${message.split('. ')[0]?.replace(/\.$/, '')}; run with --help for usage.`);
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  const [command, ...extra] = positionals;
  if (!command) throw new UsageError('Name a command (create-staff); run with --help for usage.');
  if (command !== 'create-staff') throw new UsageError(`Unknown command "${command}"; the only command is create-staff.`);
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}"; run with --help for usage.`);
  if (!values.email) throw new UsageError('create-staff needs --email <address>.');
  const input = { email: values.email, firstName: values['first-name'], lastName: values['last-name'], accessLevel: values['access-level'] ?? ADMINISTRATOR_LEVEL, via: 'cli' as const };
  try {
    return { help: false, input: checkBootstrapInput(input) };
  } catch (error) {
    if (error instanceof BootstrapRefusal) throw new UsageError(error.message);
    throw error;
  }
}

async function main(argv: string[]): Promise<void> {
  const commandLine = parseCommandLine(argv);
  if (commandLine.help) {
    process.stdout.write(USAGE);
    return;
  }
  const config = loadConfig();
  const database = openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  try {
    await database.migrate();
    const outcome = await bootstrapStaff(database.db, commandLine.input);
    process.stdout.write(`${describeBootstrap(outcome)}\n`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  if (error instanceof BootstrapRefusal || error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`The admin command failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
