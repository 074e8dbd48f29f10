import { Link } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { useDomainSettings } from '../../../shell/DomainSettingsContext';
import { TemplateLinks } from '../components/TemplateLinks';

const STEPS = ['1', '2', '3', '4', '5', '6'] as const;

/** The brand's support: its phone when it has one (dialled as written, spaces aside), else its email. */
const Support = () => {
  const { t } = useTranslation();
  const { supportPhone, supportEmail } = useDomainSettings();
  if (supportPhone) {
    return (
      <p>
        {t('memberImport.guide.supportIntro')}{' '}
        <Link
          href={`tel:${supportPhone.replace(/\s+/g, '')}`}
          aria-label={t('memberImport.guide.call', { phone: supportPhone })}
        >
          {supportPhone}
        </Link>
      </p>
    );
  }
  return (
    <p>
      {t('memberImport.guide.supportEmailIntro')} <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
    </p>
  );
};

/**
 * /members/conventus-import-guide (spec document 1 §2: "a six-step guide with a back button and a support phone
 * number"): how to export the members from Conventus and import them here, the templates for clubs without
 * Conventus, and the brand's support phone (white-label: each brand file names its own).
 */
export const ConventusGuideRoute = () => {
  const { t } = useTranslation();
  return (
    <main className="flex w-full max-w-3xl flex-col gap-6 p-4 md:p-8">
      <Link href="/members" variant="standalone" className="self-start">
        ← {t('memberImport.guide.back')}
      </Link>
      <h1 className="text-3xl font-bold">{t('memberImport.guide.title')}</h1>
      <p>{t('memberImport.guide.intro')}</p>
      <ol aria-label={t('memberImport.guide.stepsLabel')} className="flex flex-col gap-4">
        {STEPS.map((n) => (
          <li key={n} className="flex gap-4 rounded-surface border border-border bg-surface p-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand font-semibold text-brand-fg"
            >
              {n}
            </span>
            <div className="flex flex-col gap-1">
              <h2 className="font-semibold">
                <span className="sr-only">{`${t('memberImport.guide.step', { n })}: `}</span>
                {t(`memberImport.guide.steps.${n}.title`)}
              </h2>
              <p className="text-fg-muted">{t(`memberImport.guide.steps.${n}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <section className="flex flex-col gap-2">
        <p>{t('memberImport.guide.templates')}</p>
        <TemplateLinks />
      </section>
      <Support />
    </main>
  );
};
