/** MPIN login of the API family's apps and the player's own security PIN. */
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { bearerOf } from '../../http/security.ts';
import { checkMobile, checkOwnPin, pinLogin } from './pin-login.ts';
import { setSecurityPin } from './set-security-pin.ts';

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
