/** Answers of the API and the request errors the browser shows (spec 01 section 8). */
export const httpMessages = {
  http: {
    unauthorized: 'Access is denied. Try to reload the page.',
    notFound: 'Not Found',
    forbidden: 'Forbidden: Access is denied',
    blocked: 'Access is denied',
    notAMember: 'You are no longer a member of this account. Choose another one to continue.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    ownerOnly: 'Only the owner of this account can change this.',
    requestFailed: 'Request failed',
  },
  alertTitles: {
    warn: 'Warning!',
    info: 'Info message!',
    congrats: 'Congrats!',
    error: 'Whoops!',
  },
  api: {
    versionRequired: 'The API-Version: 3 header is required.',
    versionRetired: 'This page was made for an older version of Coachforge. Reload to update it.',
    malformedBody: 'The request body is not valid JSON.',
    bodyTooLarge: 'The request body is too large.',
    invalidRequest: 'The request is not valid.',
    malformedUrl: 'The address is not valid.',
    nulCharacter: 'Text may not contain NUL characters.',
    tooDeep: 'The request body is nested too deeply.',
    routeNotFound: 'Not Found',
    internal: 'Something went wrong on our side. Please try again.',
    unavailable:
      'Coachforge is briefly unavailable. Nothing you saved is lost; please try again in a moment.',
  },
} as const;
