import type { ImportSource } from '@klubhus/domain';
import { Button, Link } from '@klubhus/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TemplateLinks } from './TemplateLinks';

export interface ChooseStepProps {
  /** Whether the association system (Conventus) is offered: a Danish club with `association_import` on. */
  offersConventus: boolean;
  onChoose: (source: ImportSource) => void;
}

const Source = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="flex flex-1 flex-col items-start gap-3 rounded-surface border border-border p-4">
    <h3 className="text-lg font-semibold">{title}</h3>
    {children}
  </section>
);

/** The wizard's first step (spec §4 "choose"): a CSV file, or the association system's export. */
export const ChooseStep = ({ offersConventus, onChoose }: ChooseStepProps) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <p>{t('memberImport.choose.intro')}</p>
      <div className="flex flex-col gap-4 md:flex-row">
        <Source title={t('memberImport.choose.csvTitle')}>
          <p className="text-sm text-fg-muted">{t('memberImport.choose.csvText')}</p>
          <Button onPress={() => onChoose('csv')}>{t('memberImport.choose.csvButton')}</Button>
          <div className="flex flex-col gap-1 text-sm">
            <h4 className="font-semibold">{t('memberImport.choose.templates')}</h4>
            <TemplateLinks />
          </div>
        </Source>
        {offersConventus && (
          <Source title={t('memberImport.choose.conventusTitle')}>
            <p className="text-sm text-fg-muted">{t('memberImport.choose.conventusText')}</p>
            <Button onPress={() => onChoose('conventus')}>{t('memberImport.choose.conventusButton')}</Button>
            <div className="flex flex-col gap-1 text-sm">
              <Link href="/members/conventus-import-guide">{t('memberImport.choose.guideLink')}</Link>
              <p className="text-fg-muted">
                {t('memberImport.choose.integrationsText')}{' '}
                <Link href="/settings/integrations">{t('memberImport.choose.integrationsLink')}</Link>
              </p>
            </div>
          </Source>
        )}
      </div>
    </div>
  );
};
