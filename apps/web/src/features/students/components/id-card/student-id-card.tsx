import type { Student } from '@rollcall/contract/students';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '@/lib/initials';
import { ageInYears, classLabel, formatCardDate, formatCardMonth } from '../../utils/format-card';
import { cardStyles as s } from './id-card-styles';

type StudentIdCardProps = {
  student: Student;
  schoolName: string;
  /** The QR image (a data URL); a placeholder text shows until it is there. */
  qrCodeImage: string | undefined;
  qrPlaceholder: string;
  today?: Date;
  ref?: Ref<HTMLDivElement>;
};

const DECEMBER = 11;

/**
 * The student ID card of spec §2, 540 × 340 px, styled inline so it prints on its own; its words
 * are in the screens' language, and the print window copies them as shown.
 */
/** A box's line, cut with "…" at the card's width, read whole on hover. */
const BoxLine = ({ text }: { text: string }) => (
  <div style={s.boxLine} title={text}>
    {text}
  </div>
);

export function StudentIdCard(props: StudentIdCardProps) {
  const { student, schoolName, qrCodeImage, qrPlaceholder, today = new Date(), ref } = props;
  const { t } = useTranslation('students');
  // The words the printed card (the ID Card Generator's, the server's PDF) uses too.
  const { t: tc } = useTranslation('contract');
  const notAvailable = t('card.notAvailable');
  const orNA = (value: string | undefined) => (value?.trim() ? value : notAvailable);
  const age = ageInYears(student.dateOfBirth);
  const allergies = student.medicalInfo.allergies.slice(0, 2);
  const facts: [string, string][] = [
    [tc('idCardTexts.id'), student.studentId],
    [tc('idCardTexts.class'), classLabel(student)],
    [t('card.facts.roll'), orNA(student.rollNumber)],
    [tc('idCardTexts.dob'), formatCardDate(student.dateOfBirth) ?? notAvailable],
    [t('card.facts.age'), age === undefined ? notAvailable : t('card.age', { count: age })],
    [t('card.facts.email'), orNA(student.email)],
    [t('card.facts.phone'), orNA(student.phoneNumber)],
    [t('card.facts.guardian'), `${student.guardianName} · ${student.guardianPhone}`],
  ];
  const name = student.fullName;

  return (
    <div ref={ref} style={s.card} role="group" aria-label={t('card.label', { name })}>
      <div style={s.header}>
        <div style={s.schoolName} title={schoolName}>
          {schoolName}
        </div>
        <div style={s.cardTitle}>{t('card.title')}</div>
      </div>
      <div style={s.body}>
        <div>
          {student.photoUrl ? (
            <img src={student.photoUrl} alt={t('card.photoOf', { name })} style={s.photo} />
          ) : (
            <div style={s.initials} aria-hidden>
              {initialsOf(student)}
            </div>
          )}
        </div>
        <div style={{ minWidth: 0 }}>
          <div style={s.name} title={name}>
            {name}
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
          {qrCodeImage ? (
            <img src={qrCodeImage} alt={t('card.qrFor', { name })} style={s.qrImage} />
          ) : (
            <div style={s.qrPlaceholder}>{qrPlaceholder}</div>
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
            {t('card.validUntil', { date: formatCardMonth(today.getFullYear() + 1, DECEMBER) })}
          </span>
        </div>
        <div style={{ textAlign: 'right' }}>
          <span style={s.footerStrong}>{t('card.number', { studentId: student.studentId })}</span>
        </div>
        <div>
          {t('card.enrollment', { date: formatCardDate(student.enrollmentDate) ?? notAvailable })}
        </div>
        <div style={{ textAlign: 'right' }}>
          {t('card.generated', { date: formatCardDate(today) ?? notAvailable })}
        </div>
      </div>
    </div>
  );
}
