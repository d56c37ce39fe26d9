/**
 * @module The 5-step sign-up wizard of the login dialog (spec 2.4, 4, 5 'Wizard'): credentials, personal data,
 * identity document, photos, account types. Next is blocked until the step validates.
 *
 * When a business account type is chosen (it needs a verification, DECISIONS.md 3), the document and the photos are
 * submitted for review (POST /api/verifications) right after the roles; if that fails the account still exists and
 * /profile/verification, where the user lands, lets them send the documents again. A client-only account does not
 * need a verification, so nothing is sent.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Role } from '@turismo/app-core/roles';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { WIZARD_STEPS } from '../lib/validation.ts';
import { FormStack } from './FormStack.tsx';
import { AccessStep, AccountTypeStep, DocumentStep, PersonalStep, PhotosStep } from './SignupSteps.tsx';
import { LAST_STEP, useSignupWizard } from './useSignupWizard.ts';

const StepHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StepTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StepCount = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(${LAST_STEP}, 1fr);
  gap: ${({ theme }) => theme.space[1]};

  span {
    height: 4px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.border};
  }
  span[data-done] { background: ${({ theme }) => theme.colors.brand}; }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};

  & > * { flex: 1; }
`;

export interface SignupWizardProps {
  /** Called after the account was created and its roles recorded. */
  onCreated: (roles: Role[]) => void;
}

export function SignupWizard({ onCreated }: SignupWizardProps) {
  const { t } = useTranslation();
  const { step, values, error, busy, headingRef, set, goTo, onSubmit } = useSignupWizard(onCreated);
  const stepTitle = WIZARD_STEPS[step - 1];
  const props = { values, set, busy };

  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label={t('Criar conta')}>
      <StepHeader>
        <StepCount>
          {t('Passo {{step}} de {{total}}', { step, total: LAST_STEP })}
        </StepCount>
        <StepTitle ref={headingRef} tabIndex={-1}>
          {stepTitle ? t(stepTitle) : null}
        </StepTitle>
        <Bar aria-hidden="true">
          {WIZARD_STEPS.map((name, i) => (
            <span key={name} data-done={i < step || undefined} />
          ))}
        </Bar>
      </StepHeader>

      {error ? (
        <Alert tone="danger" title={t('Verifique os dados')}>
          {t(error)}
        </Alert>
      ) : null}

      {step === 1 ? <AccessStep {...props} /> : null}
      {step === 2 ? <PersonalStep {...props} /> : null}
      {step === 3 ? <DocumentStep {...props} /> : null}
      {step === 4 ? <PhotosStep {...props} /> : null}
      {step === 5 ? <AccountTypeStep {...props} /> : null}

      <Actions>
        <Button variant="outline" onClick={() => goTo(step - 1)} disabled={step === 1 || busy}>
          {t('Anterior')}
        </Button>
        {step < LAST_STEP ? (
          <Button type="submit">{t('Próximo')}</Button>
        ) : (
          <Button type="submit" loading={busy}>
            {busy ? t('Criando...') : t('Criar Conta')}
          </Button>
        )}
      </Actions>
    </FormStack>
  );
}
