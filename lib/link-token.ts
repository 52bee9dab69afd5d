// The single-use links e-mailed to people (manager signatures, reference confirmations, e-mail changes) carry a
// token of 32 random bytes in base64url: 43 characters. Pure, for validators and the server alike.
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
