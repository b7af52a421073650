import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../api/api-error';
import { apiClient } from '../../api/index';
import {
  CREATOR_CATEGORIES,
  handleError,
  updateProfile,
  type CreatorCategory,
  type Profile,
  type ProfileChanges,
} from '../../api/profile-api';
import { PROFILE_QUERY_KEY } from '../../auth/query-keys';
import { buttonClass } from '../../components/button-styles';
import { FullScreenLoader } from '../../components/FullScreenLoader';
import { HandleInput } from '../../components/HandleInput';
import { Icon } from '../../components/Icon';
import { Trans, useTranslation } from '../../i18n/react';
import { creatorTier, stateName } from '../../content/translated-rules';
import { useStates } from '../../content/use-states';
import { currentLanguage, LOCALES } from '../../i18n/i18n';
import { leftToRight } from '../../lib/direction';

type Field = 'name' | 'email' | 'stateProvince' | 'creatorCategory' | 'instagramHandle';
type Values = Record<Field, string>;

/** Signed in with the account provider: an e-mail and no phone. Their e-mail is never asked for. */
export const isProviderUser = (profile: Profile) => Boolean(profile.email) && !profile.phoneNumber;

/** Fields already saved: shown as locked badges, never sent again (docs/product.md §4). */
function storedFields(profile: Profile): Set<Field> {
  const stored = new Set<Field>();
  if (profile.name) stored.add('name');
  if (profile.email) stored.add('email');
  if (profile.stateProvince) stored.add('stateProvince');
  if (profile.creatorCategory) stored.add('creatorCategory');
  return stored;
}

export function CompletedBadges({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const tier = CREATOR_CATEGORIES.find((category) => category.value === profile.creatorCategory);
  const badges = [
    profile.name && { label: t('profile.badges.name'), value: profile.name },
    profile.email && { label: t('profile.badges.email'), value: profile.email },
    profile.phoneNumber && {
      label: t('profile.badges.phone'),
      value: `${profile.phoneCountryCode} ${profile.phoneNumber}`,
    },
    profile.stateProvince && { label: t('profile.badges.state'), value: stateName(profile.stateProvince) },
    tier && { label: t('profile.badges.category'), value: creatorTier(tier).label },
    // A typed handle proves nothing: it reads "unverified" until the ownership code in a caption proves it.
    profile.instagramHandle && {
      label: 'Instagram',
      value: `${leftToRight(`@${profile.instagramHandle}`)} (${t(profile.instagramVerified ? 'profile.verified' : 'profile.unverified')})`,
    },
  ].filter((badge): badge is { label: string; value: string } => Boolean(badge));
  return (
    <div>
      <p className="mb-4 rounded-2xl bg-cream-100 p-4 text-ink-800">
        <span className="font-semibold">{t('profile.ownershipCode')}:</span>{' '}
        <code className="font-mono font-semibold" data-testid="ownership-code">
          {profile.ownershipCode}
        </code>
        <span className="mt-1 block text-sm text-ink-700">{t('profile.ownershipCodeHint')}</span>
      </p>
      {badges.length === 0 ? null : (
        <>
          <h3 className="text-sm font-semibold tracking-wider text-ink-700 uppercase">
            {t('profile.alreadyCompleted')}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {badges.map((badge) => (
              <li
                key={badge.label}
                className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-leaf-600/10 px-3 py-1.5 text-sm text-leaf-800 ring-1 ring-leaf-600/25"
              >
                <Icon name="lock" className="h-3.5 w-3.5 shrink-0" />
                <span className="font-semibold">{badge.label}:</span>{' '}
                {/* Long addresses wrap anywhere rather than widening a phone's page. */}
                <span className="min-w-0 break-all">{badge.value}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export interface ProfileFormProps {
  profile: Profile;
  /** Which screen the form is on: their failure toasts differ (docs/product.md §8). */
  screen: 'registration' | 'complete-profile';
  submitLabel: string;
  /** Called after a save, or when nothing needed saving. */
  onDone: (result: { profile: Profile; saved: boolean }) => void;
}

/**
 * The profile form of the registration section and of /complete-profile: only fields not yet stored are
 * asked for, with the validation and toasts of docs/product.md §5.
 */
export function ProfileForm({ profile, screen, submitLabel, onDone }: ProfileFormProps) {
  const { t, language } = useTranslation();
  const labels: Record<Field, string> = {
    name: t('profile.fields.name'),
    email: t('profile.fields.email'),
    stateProvince: t('profile.fields.state'),
    creatorCategory: t('profile.fields.category'),
    instagramHandle: t('profile.fields.handle'),
  };
  const queryClient = useQueryClient();
  const formId = useId();
  const stored = storedFields(profile);
  const askEmail = !stored.has('email') && !isProviderUser(profile);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: { name: '', email: '', stateProvince: '', creatorCategory: '', instagramHandle: '' },
    // An error stays until its field changes (registerField) or the form is sent again: nothing is judged while typed.
    reValidateMode: 'onSubmit',
  });

  const states = useStates({ enabled: !stored.has('stateProvince') });

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, updated);
      onDone({ profile: updated, saved: true });
      // New tokens carry the profile-complete flag (pc) the rest of the site routes by.
      if (updated.profileComplete) {
        apiClient.refresh().catch((error: unknown) => console.warn('Token refresh after profile update failed', error));
      }
    },
    onError: (error) => {
      const refusedHandle = handleError(error);
      // The API words its refusal of a handle in English; other languages get the catalogue's sentence.
      if (refusedHandle) {
        setError('instagramHandle', { message: language === 'en' ? refusedHandle : t('profile.handleRefused') });
      }
      if (screen === 'registration') {
        toast.error(t('profile.toasts.registrationFailed'), {
          description: errorMessage(error, t('common.tryAgainOrSupport')),
        });
      } else {
        toast.error(t('profile.toasts.updateFailed'), {
          description: errorMessage(error, t('profile.toasts.updateFallback')),
        });
      }
    },
  });

  const askable: Field[] = (['name', 'email', 'stateProvince', 'creatorCategory'] as Field[]).filter((field) =>
    field === 'email' ? askEmail : !stored.has(field),
  );
  // Optional: asked for until given, never required.
  const askHandle = !profile.instagramHandle;

  const registerField = (field: Field, validate?: Record<string, (value: string) => true | string>) =>
    register(field, { validate, onChange: () => clearErrors(field) });
  // Named `required` so the toast can list the fields left blank apart from an e-mail that is merely malformed.
  const required = (field: Field) => ({
    required: (value: string) => value.trim() !== '' || t('profile.required', { field: labels[field] }),
  });

  // The library focuses the first invalid field after this.
  const onInvalid = (found: FieldErrors<Values>) => {
    const missing = askable.filter((field) => found[field]?.type === 'required');
    if (missing.length === 0) return;
    toast.error(t('profile.toasts.fillRequired'), {
      description: t('profile.toasts.missing', {
        fields: new Intl.ListFormat(LOCALES[currentLanguage()], { type: 'conjunction', style: 'narrow' }).format(
          missing.map((field) => labels[field]),
        ),
      }),
    });
  };

  const onValid = (values: Values) => {
    const changes: ProfileChanges = {};
    if (askable.includes('name')) changes.name = values.name.trim();
    if (askable.includes('email')) changes.email = values.email.trim();
    if (askable.includes('stateProvince')) changes.stateProvince = values.stateProvince;
    if (askable.includes('creatorCategory')) changes.creatorCategory = values.creatorCategory as CreatorCategory;
    if (askHandle && values.instagramHandle.trim()) changes.instagramHandle = values.instagramHandle.trim();
    // Messages go out in the language the participant signed up in (and later, the one they switch to).
    if (Object.keys(changes).length > 0 && profile.language !== language) changes.language = language;
    if (Object.keys(changes).length === 0) {
      toast.success(t('profile.toasts.noChanges'), { description: t('profile.toasts.noChangesDescription') });
      onDone({ profile, saved: false });
      return;
    }
    save.mutate(changes);
  };

  const inputClass = (field: Field) =>
    `mt-1.5 block min-h-12 w-full rounded-xl border bg-white px-4 text-ink-900 placeholder:text-ink-600/70 focus:border-ink-700 focus:ring-2 focus:ring-ink-700/30 focus:outline-none ${
      errors[field] ? 'border-red-700' : 'border-ink-900/20'
    }`;
  const errorText = (field: Field) =>
    errors[field] ? (
      <p id={`${formId}-${field}-error`} className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-red-700">
        <Icon name="alert" className="h-4 w-4" /> {errors[field].message}
      </p>
    ) : null;
  const describedBy = (field: Field) => (errors[field] ? `${formId}-${field}-error` : undefined);
  // What the label and the control of a text or select field share: the id that ties them, the checks, validity.
  const fieldLabel = (field: Field, text: string) => (
    <label htmlFor={`${formId}-${field}`} className="font-semibold text-ink-900">
      {text} <span aria-hidden="true">*</span>
    </label>
  );
  const controlProps = (field: 'name' | 'email' | 'stateProvince') => ({
    ...registerField(
      field,
      field === 'email'
        ? {
            ...required(field),
            email: (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) || t('profile.invalidEmail'),
          }
        : required(field),
    ),
    id: `${formId}-${field}`,
    'aria-required': true,
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': describedBy(field),
    className: inputClass(field),
  });

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="on-light space-y-6">
      <CompletedBadges profile={profile} />
      {askable.length > 0 ? (
        <p className="text-sm text-ink-700">
          <Trans
            i18nKey="profile.requiredNote"
            components={{ 0: <span aria-hidden="true" />, 1: <span className="sr-only" /> }}
          />
        </p>
      ) : (
        <p className="rounded-2xl bg-leaf-600/10 p-4 text-leaf-800">{t('profile.allSaved')}</p>
      )}

      {askable.includes('name') ? (
        <div>
          {fieldLabel('name', labels.name)}
          <input {...controlProps('name')} autoComplete="name" placeholder={t('profile.namePlaceholder')} />
          {errorText('name')}
        </div>
      ) : null}

      {askable.includes('email') ? (
        <div>
          {fieldLabel('email', labels.email)}
          <input
            {...controlProps('email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            placeholder={t('profile.emailPlaceholder')}
          />
          {errorText('email')}
        </div>
      ) : null}

      {askable.includes('stateProvince') ? (
        <div>
          {fieldLabel('stateProvince', t('profile.fields.stateOrUt'))}
          <select {...controlProps('stateProvince')}>
            <option value="">{states.isPending ? t('profile.loadingStates') : t('profile.selectState')}</option>
            {(states.data ?? []).map((state) => (
              <option key={state} value={state}>
                {stateName(state)}
              </option>
            ))}
          </select>
          {states.isError ? (
            <p className="mt-1.5 text-sm text-red-700">
              {t('profile.statesFailed')}{' '}
              <button type="button" onClick={() => void states.refetch()} className="font-semibold underline">
                {t('common.tryAgain')}
              </button>
            </p>
          ) : null}
          {errorText('stateProvince')}
        </div>
      ) : null}

      {askable.includes('creatorCategory') ? (
        <fieldset aria-describedby={describedBy('creatorCategory')}>
          <legend className="font-semibold text-ink-900">
            {labels.creatorCategory} <span aria-hidden="true">*</span>
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {CREATOR_CATEGORIES.map((category) => (
              <label
                key={category.value}
                className={`flex cursor-pointer items-center gap-3 rounded-xl border bg-white p-3.5 has-[:checked]:border-ink-700 has-[:checked]:bg-ink-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ink-700 ${
                  errors.creatorCategory ? 'border-red-700' : 'border-ink-900/20'
                }`}
              >
                <input
                  type="radio"
                  {...registerField('creatorCategory', required('creatorCategory'))}
                  value={category.value}
                  aria-invalid={Boolean(errors.creatorCategory)}
                  className="h-4 w-4 accent-ink-700"
                />
                <span>
                  <span className="block font-semibold text-ink-900">{creatorTier(category).label}</span>
                  <span className="block text-sm text-ink-700">{creatorTier(category).range}</span>
                </span>
              </label>
            ))}
          </div>
          {errorText('creatorCategory')}
        </fieldset>
      ) : null}

      {askHandle ? (
        <div>
          <label htmlFor={`${formId}-instagramHandle`} className="font-semibold text-ink-900">
            {labels.instagramHandle} <span className="font-normal text-ink-700">{t('profile.optional')}</span>
          </label>
          <HandleInput
            id={`${formId}-instagramHandle`}
            {...registerField('instagramHandle')}
            aria-invalid={Boolean(errors.instagramHandle)}
            aria-describedby={describedBy('instagramHandle') ?? `${formId}-instagramHandle-hint`}
            className={inputClass('instagramHandle')}
          />
          <p id={`${formId}-instagramHandle-hint`} className="mt-1.5 text-sm text-ink-700">
            {t('profile.handleHint')}
          </p>
          {errorText('instagramHandle')}
        </div>
      ) : null}

      <button type="submit" disabled={save.isPending} className={buttonClass('secondary', 'lg', 'w-full sm:w-auto')}>
        {save.isPending ? t('profile.saving') : submitLabel}
        <Icon name="arrowRight" className="h-5 w-5" />
      </button>
      {save.isPending ? <FullScreenLoader title={t('profile.settingUp')} message={t('profile.oneMoment')} /> : null}
    </form>
  );
}
