/** Credentials never reach the logs: not in headers, cookies or bodies (bodies are not logged at all). */
export const logRedaction = {
  paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  censor: '[redacted]',
};

/**
 * Query parameters that carry a credential: the realtime socket's access token, the storage URLs'
 * signed grant, and an S3 presigned URL's signature and credential.
 */
const SECRET_QUERY_PARAMS = [
  'access_token',
  'token',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
];
const secretParam = new RegExp(`([?&](?:${SECRET_QUERY_PARAMS.join('|')})=)[^&#]*`, 'gi');

/** The URL as it may be logged: every credential in its query replaced. */
export const redactUrl = (url: string) => url.replace(secretParam, '$1[redacted]');

export const logSerializers = {
  req: (request: { method: string; url: string; ip?: string }) => ({
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  }),
};
