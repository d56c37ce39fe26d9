/**
 * @module The language switch for everyone, signed in or not (issue 14): one button naming the other language in
 * that language ('English' / 'Português'), so a visitor who does not read Portuguese finds it. Switching applies at
 * once and is remembered on the device; when signed in it is also saved as the profile's preference.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '@turismo/ui-kit/Button';
import { updateLanguagePreference } from './language-preference.ts';
import { changeLanguage, toPreference, type Language } from './i18n.ts';
import { useSession } from './session.tsx';

/** @example <LanguageSwitch /> in a footer or header */
export function LanguageSwitch() {
  const { i18n } = useTranslation();
  const { user, refreshProfile } = useSession();
  const next: Language = i18n.language === 'en' ? 'pt-MZ' : 'en';
  const onClick = async () => {
    await changeLanguage(next);
    if (user) {
      await updateLanguagePreference(toPreference(next)).catch(() => undefined);
      await refreshProfile();
    }
  };
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      lang={next === 'en' ? 'en' : 'pt-MZ'}
      onClick={() => void onClick()}
    >
      {/* Each language is named in itself, with its lang for screen readers. */}
      {next === 'en' ? 'English' : 'Português' /* i18n-exempt */}
    </Button>
  );
}
