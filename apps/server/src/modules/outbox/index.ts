// The outbox's public face: a module writes a message in its own transaction with
// enqueueMessage, and the wiring creates the sender that drains it.
export { localMailSender, smtpMailSender, type MailSender } from './mail-senders.ts';
export { createOutboxRepository, enqueueMessage } from './outbox-repository.ts';
export { createOutboxSender, type OutboxSender } from './outbox-sender.ts';
export { localSmsSender, smsGatewaySender, type SmsSender } from './sms-senders.ts';
export {
  type PushSender,
  type PushTarget,
  type PushTargets,
  type VapidDetails,
  pushTopic,
  webPushSender,
} from './push-senders.ts';
export { registerOutboxRoutes } from './outbox-routes.ts';
