// The care plan's public face: what the wiring (modules/index.ts) and other modules may use.
// The garage reads the care plan's rows in its one My Garage statement and builds the care
// plan with toCarePlan; everything else in this folder is the care plan's own.
export { createProtectActivation } from './acknowledge-protect.ts';
export { createCarePlanRepository } from './care-plan-repository.ts';
export { type CarePlanRows, toCarePlan } from './care-plan-view.ts';
export { createConciergeMessages } from './concierge-messages.ts';
export { giveDealershipCarePlan } from './dealership-care-plan.ts';
export { createDocumentService } from './documents/document-service.ts';
export { documentLinkKey } from './documents/document-links.ts';
export { createHomeDealership, type HomeDealership } from './home-dealership.ts';
export { type CarePlanServices, registerCarePlanRoutes } from './routes.ts';
