/**
 * Staff administration: staff accounts, access levels and who holds them, and the audit log's reader.
 * The only door into the module.
 */
export { adminRoutes } from './admin.routes.ts';
export { ADMINISTRATOR_LEVEL, BootstrapRefusal, bootstrapStaff, checkBootstrapInput, describeBootstrap, ensureInitialAdmin, type BootstrapInput, type BootstrapOutcome } from './bootstrap.ts';
export { activeHoldersOf, activeLabelsOf, activeRecipientIds, missingUserIds, type Recipients } from './recipients.repository.ts';
export { missingAccessLevelIds } from './access-levels.repository.ts';
// Names and active state of staff, for the records of other areas that name a person (a trip's owner).
export { lookupStaff, namesFromJson, staffNameOf, staffNames, staffNamesOf, type StaffLookupRow } from './lookup.repository.ts';
// Where staff reach themselves: the notifications they chose to get by mail or WhatsApp.
export { setStaffWhatsappNumber, staffContacts, staffWhatsappNumber, type StaffContact } from './staff-contacts.repository.ts';
