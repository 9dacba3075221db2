import type { ApiModule } from '../apiModule';
import { login } from './auth/login';
import { getSession } from './auth/getSession';
import { register, verifyEmail } from './auth/register';
import { forgotPassword, resetPassword } from './auth/passwordReset';
import { sendTwoStepsCode, verifyTwoSteps } from './auth/twoSteps';
import { resendVerifyEmail } from './auth/verifyEmailResend';
import { listOutbox } from './dev/outbox';
import { searchApp } from './search/searchApp';
import { sendContactMessage } from './front/sendContactMessage';
import { getPricingPlans } from './front/getPricingPlans';
import { createPayment } from './front/createPayment';
import { placeOrder } from './front/placeOrder';
import { getHelpCenter, getHelpCenterArticle } from './front/getHelpCenter';
import {
  deleteNotification,
  listNotifications,
  patchNotification,
  readAllNotifications,
} from './notifications/notifications';

/**
 * The platform's own API, which no area owns: signing in and sessions, the development outbox, the
 * shell's search and notifications, and the public pages' calls.
 */
export const kernel: ApiModule = {
  area: 'kernel',
  prefixes: [
    '/api/auth',
    '/api/dev',
    '/api/app-bar',
    '/api/notifications',
    '/api/front',
    '/api/pages/help-center',
  ],
  handlers: [
    login,
    getSession,
    register,
    forgotPassword,
    resetPassword,
    sendTwoStepsCode,
    verifyTwoSteps,
    resendVerifyEmail,
    verifyEmail,
    listOutbox,
    searchApp,
    listNotifications,
    readAllNotifications,
    patchNotification,
    deleteNotification,
    getHelpCenter,
    getHelpCenterArticle,
    sendContactMessage,
    getPricingPlans,
    createPayment,
    placeOrder,
  ],
};
