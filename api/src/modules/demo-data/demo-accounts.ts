import type { SignUpRequest } from '@coachforge/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiContext } from '../../context';
import type { UserService } from '../users';
import { userRepository } from '../users/user-repository';

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
}
