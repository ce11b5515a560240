/**
 * What the web server may use of the API without starting it or loading its modules (package export
 * `@coachforge/api/description-sanitiser`): a program's description cleaned as the API cleans it on the
 * way in, for the page it draws for a visitor who is not signed in (decision 0253).
 */
export { sanitiseDescription } from './modules/programs/description-sanitiser';
