import { type ListedAdmins, listedAdminBy, parseRwandanMobile } from '@provisoire/domain';
import { asc, eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { createDatabase, type Database, migrateDatabase } from '../db/connect.ts';
import { users } from '../db/schema.ts';
import { createUsersRepository } from '../modules/auth/users.repository.ts';
import { openDatabase } from './open-database.ts';

const USAGE = `npm run admin -- grant <e-mail or phone>
npm run admin -- revoke <e-mail or phone>
npm run admin -- list`;

/** Grants or revokes the admin role by e-mail or phone number, written to the audit log with the change. */
async function setRole(db: Database, command: 'grant' | 'revoke', who: string, listed: ListedAdmins) {
  const phone = parseRwandanMobile(who)?.e164;
  const found = createUsersRepository(db);
  const user = phone ? await found.findByPhone(phone) : await found.findByEmail(who.trim().toLowerCase());
  if (!user) throw new ConfigError(`No account has ${who}. It must sign up first.`);
  // A listed account would be made admin again at its next sign-in.
  const listedBy = command === 'revoke' && listedAdminBy({ ...user, role: 'learner' }, listed);
  if (listedBy) throw new ConfigError(`${who} is in ${listedBy}: take it out of there first.`);
  const role = command === 'grant' ? 'admin' : 'learner';
  await db.transaction((tx) =>
    createUsersRepository(tx).setRole(user.id, role, new Date(), { by: 'command line', who }),
  );
  console.log(`${user.displayName || who} (${user.id}) is now ${role === 'admin' ? 'an admin' : 'a learner'}.`);
}

async function listAdmins(db: Database) {
  const admins = await db.select().from(users).where(eq(users.role, 'admin')).orderBy(asc(users.createdAt));
  for (const u of admins) console.log([u.id, u.displayName, u.email ?? '', u.phone ?? ''].join('\t'));
  if (admins.length === 0) console.log('No admin yet.');
}

async function main([command, who]: string[]) {
  if (command !== 'list' && ((command !== 'grant' && command !== 'revoke') || !who)) throw new ConfigError(USAGE);
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrateDatabase(database.url); // a data folder the app has not opened yet
  const { db, pool } = createDatabase(database.url);
  try {
    if (command === 'list') await listAdmins(db);
    else
      await setRole(db, command as 'grant' | 'revoke', who ?? '', {
        emails: config.adminEmails,
        phones: config.adminPhones,
      });
  } finally {
    await pool.end();
    await database.stop();
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
