import { API_VERSION, apiPath, endpoints, type ProgramList } from '@coachforge/contracts';
import { WEB_CLIENT } from './api-process';

/** A published program of the demo coach: the public program page's address. */
export async function publishedDemoProgram(
  apiOrigin: string,
  email: string,
  password: string,
): Promise<number> {
  const headers = { 'API-Version': API_VERSION, 'content-type': 'application/json' };
  const signedIn = await fetch(`${apiOrigin}${apiPath(endpoints.signIn)}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, ...WEB_CLIENT }),
  });
  const { access_token } = (await signedIn.json()) as { access_token: string };
  const list = await fetch(`${apiOrigin}${apiPath(endpoints.listPrograms)}`, {
    headers: { ...headers, authorization: `Bearer ${access_token}` },
  });
  const { items } = (await list.json()) as ProgramList;
  const published = items.find((program) => program.plan_status === 'published');
  if (!published) throw new Error('The demo coach has no published program');
  return published.id;
}
