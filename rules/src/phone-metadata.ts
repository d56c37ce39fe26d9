/**
 * @module libphonenumber-js's metadata for Mozambique alone (+258): its 'max' metadata (Google's libphonenumber
 * PhoneNumberMetadata.xml, as the library ships it) cut to the one country, so the apps do not carry every country's
 * patterns (some 150 KiB). phone.test.ts checks it equals the installed library's own entry, so a library upgrade
 * that changes Mozambique's numbering fails the test instead of going stale.
 */
import type { MetadataJson } from 'libphonenumber-js/core';

/** The MZ entry of libphonenumber-js@1.13.16's metadata.max.json. */
export const MZ_PHONE_METADATA = {
  version: 4,
  country_calling_codes: { '258': ['MZ'] },
  countries: { MZ: ["258","00","(?:2|8\\d)\\d{7}",[8,9],[["(\\d{2})(\\d{3})(\\d{3,4})","$1 $2 $3",["2|8[2-9]"]],["(\\d{3})(\\d{3})(\\d{3})","$1 $2 $3",["8"]]],0,0,0,0,0,0,[["2(?:[1346]\\d|5[0-2]|[78][12]|93)\\d{5}",[8]],["8[2-9]\\d{7}",[9]],["800\\d{6}",[9]]]] },
  nonGeographic: {},
} as unknown as MetadataJson;
