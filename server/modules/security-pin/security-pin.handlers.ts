/** MPIN login of the API family's apps and the player's own security PIN. */
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { checkMobile, checkOwnPin, pinLogin } from './pin-login.ts';
import { setSecurityPin } from './set-security-pin.ts';

function bearerOf(authorization: string | undefined): string | undefined {
  return authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined;
}

export const securityPinHandlers: Handlers = {
  async checkMobile({ body, deps, req }) {
    return checkMobile(deps, body.mobile, req.ip);
  },

  async checkSecurityPin({ body, auth, deps, req }) {
    if (auth) return checkOwnPin(deps, auth.userId, body.security_pin);
    return pinLogin(deps, bearerOf(req.headers.authorization), body.security_pin, req.ip);
  },

  async setSecurityPin({ body, auth, deps }) {
    return setSecurityPin(deps, requireAuth(auth).userId, body.password, body.security_pin);
  },
};
