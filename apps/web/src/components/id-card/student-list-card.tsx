import type { Language } from '@rollcall/contract/languages';
import type { Student } from '@rollcall/contract/students';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { classLabel } from '@/lib/class-label';
import { initialsOf } from '@/lib/initials';
import { measureIn } from './card-fonts';
import { ageInYears, cardDate, cardMonth } from './card-format';
import { fitCardName } from '@rollcall/contract/id-card-name';
import type { CardQr } from './card-qr';
import { FONT_FAMILY, NAME_SIZE_PX, NAME_WIDTH_PX, cardStyles as s } from './student-list-styles';

type StudentListCardProps = {
  student: Student;
  schoolName: string;
  /** The QR's image (a data URL); its placeholder text shows until it is there. */
  qr: CardQr;
  language: Language;
  now: Date;
  ref?: Ref<HTMLDivElement>;
};

const DECEMBER = 11;
const measureName = measureIn(FONT_FAMILY, 700, (size) => size);

/** A box's line, cut with "…" at the card's width, read whole on hover. */
const BoxLine = ({ text }: { text: string }) => (
  <div style={s.boxLine} title={text}>
    {text}
  </div>
);

/**
 * The Student Management card of spec §2, 540 × 340 px, styled inline so it prints on its own; its
 * words are in the screens' language, and the print window copies them as shown.
 */
export function StudentListCard(props: StudentListCardProps) {
  const { student, schoolName, qr, language, now: today, ref } = props;
  const { t } = useTranslation(['students', 'common']);
  // The words the printed card (the ID Card Generator's, the server's PDF) uses too.
  const { t: tc } = useTranslation('contract');
  const notAvailable = tc('attendanceCsv.notApplicable');
  const orNA = (value: string | undefined) => (value?.trim() ? value : notAvailable);
  const age = ageInYears(student.dateOfBirth);
  const allergies = student.medicalInfo.allergies.slice(0, 2);
  const facts: [string, string][] = [
    [tc('idCardTexts.id'), student.studentId],
    [tc('idCardTexts.class'), classLabel(student)],
    [tc('idCardTexts.roll'), orNA(student.rollNumber)],
    [tc('idCardTexts.dob'), cardDate(student.dateOfBirth, language) ?? notAvailable],
    [t('card.facts.age'), age === undefined ? notAvailable : t('card.age', { count: age })],
    [t('card.facts.email'), orNA(student.email)],
    [t('card.facts.phone'), orNA(student.phoneNumber)],
    [tc('idCardTexts.guardian'), `${student.guardianName} · ${student.guardianPhone}`],
  ];
  const name = student.fullName;
  const nameFit = fitCardName(name, NAME_SIZE_PX, NAME_WIDTH_PX, measureName);

  return (
    <div ref={ref} style={s.card} role="group" aria-label={t('common:card.label', { name })}>
      <div style={s.header}>
        <div style={s.schoolName} title={schoolName}>
          {schoolName}
        </div>
        <div style={s.cardTitle}>{t('card.title')}</div>
      </div>
      <div style={s.body}>
        <div>
          {student.photoUrl ? (
            <img src={student.photoUrl} alt={t('common:card.photo', { name })} style={s.photo} />
          ) : (
            <div style={s.initials} aria-hidden>
              {initialsOf(student)}
            </div>
          )}
        </div>
        <div style={{ minWidth: 0 }}>
          <div
            data-card-name
            style={{ ...s.name, fontSize: nameFit.size }}
            title={nameFit.isCut ? name : undefined}
          >
            {nameFit.lines.map((line, index) => (
              <div key={index} style={s.nameLine}>
                {line}
              </div>
            ))}
          </div>
          <dl style={s.facts}>
            {facts.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt style={s.factLabel}>{t('card.factLabel', { label })}</dt>
                <dd style={s.factValue} title={value}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div style={s.qrColumn}>
          {qr.image ? (
            <img src={qr.image} alt={t('common:card.qr', { name })} style={s.qrImage} />
          ) : (
            <div style={s.qrPlaceholder}>{qr.placeholder}</div>
          )}
          <div style={s.qrLabel}>{tc('idCardTexts.scanForAttendance')}</div>
        </div>
        <div style={s.boxes}>
          <div style={s.box}>
            <div style={s.boxTitle}>{t('card.emergencyContact')}</div>
            <BoxLine text={orNA(student.emergencyContact.name)} />
            <BoxLine text={orNA(student.emergencyContact.phone)} />
          </div>
          <div style={s.box}>
            <div style={s.boxTitle}>{t('card.medicalInfo')}</div>
            <BoxLine text={t('card.bloodType', { value: orNA(student.medicalInfo.bloodType) })} />
            <BoxLine
              text={t('card.allergies', {
                value: allergies.length > 0 ? allergies.join(', ') : t('card.noAllergies'),
              })}
            />
          </div>
        </div>
      </div>
      <div style={s.footer}>
        <div>
          <span style={s.footerStrong}>
            {t('card.validUntil', { date: cardMonth(today.getFullYear() + 1, DECEMBER, language) })}
          </span>
        </div>
        <div style={{ textAlign: 'right' }}>
          <span style={s.footerStrong}>{t('card.number', { studentId: student.studentId })}</span>
        </div>
        <div>
          {t('card.enrollment', {
            date: cardDate(student.enrollmentDate, language) ?? notAvailable,
          })}
        </div>
        <div style={{ textAlign: 'right' }}>
          {t('card.generated', { date: cardDate(today, language) ?? notAvailable })}
        </div>
      </div>
    </div>
  );
}
