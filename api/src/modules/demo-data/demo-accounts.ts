import type { SignUpRequest } from '@coachforge/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiContext } from '../../context';
import { accountRepository } from '../accounts';
import { seedDemoPrograms } from '../programs';
import { userRepository, type UserService } from '../users';

/** Known logins so anyone can try the platform at once. Printed by `pnpm start`. */
export const demoAccounts = [
  {
    role: 'coach',
    email: 'coach@coachforge.test',
    password: 'coachforge-demo',
    first_name: 'Casey',
    last_name: 'Coach',
  },
  {
    role: 'user',
    email: 'client@coachforge.test',
    password: 'coachforge-demo',
    first_name: 'Alex',
    last_name: 'Athlete',
  },
] as const;

/** A business account the demo coach owns, so switching accounts can be tried at once. */
export const demoBusiness = {
  ownerEmail: 'coach@coachforge.test',
  kind: 'gym',
  fullName: 'Casey Strength Gym',
  title: 'Strength and conditioning',
  maxClients: 25,
} as const;

/** Creates the demo logins that do not exist yet; running it again changes nothing. */
export async function seedDemoAccounts(
  { db }: ApiContext,
  users: UserService,
  log: FastifyBaseLogger,
): Promise<void> {
  for (const account of demoAccounts) {
    if (await userRepository.findByEmail(db, account.email)) continue;
    const request: SignUpRequest = {
      ...account,
      password_confirmation: account.password,
      terms: true,
      client_id: '',
      client_secret: '',
    };
    await users.signUp(request);
    // Demo logins are ready to use: confirmed, and a coach's registration complete.
    await db.query(
      `UPDATE users SET confirmed_at = now(), registration_step = CASE WHEN role = 'coach' THEN 'questions' END
       WHERE email = $1`,
      [account.email],
    );
    log.info({ email: account.email }, 'demo account created');
  }
  const owner = await userRepository.findByEmail(db, demoBusiness.ownerEmail);
  if (owner && !(await accountRepository.findBusinessByName(db, owner.id, demoBusiness.fullName))) {
    await db.transaction(async (tx) => {
      const id = await accountRepository.insertBusiness(tx, {
        ownerId: owner.id,
        kind: demoBusiness.kind,
        fullName: demoBusiness.fullName,
        title: demoBusiness.title,
      });
      await accountRepository.insertProfessionalSubscription(tx, id, demoBusiness.maxClients);
    });
    log.info({ account: demoBusiness.fullName }, 'demo business account created');
  }
  if (owner) {
    const client = await userRepository.findByEmail(db, demoAccounts[1].email);
    const gym = await accountRepository.findBusinessByName(db, owner.id, demoBusiness.fullName);
    const seeded = await seedDemoPrograms(db, {
      // The private account shares its owner's id; its programs come first.
      accountIds: [owner.id, ...(gym ? [gym] : [])],
      coachId: owner.id,
      client: client ? { id: client.id, email: client.email } : null,
    });
    if (seeded) log.info({ email: owner.email }, 'demo programs created');
  }
}
