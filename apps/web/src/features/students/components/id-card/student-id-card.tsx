import type { Student } from '@rollcall/contract/students';
import type { Ref } from 'react';
import {
  NOT_AVAILABLE,
  ageInYears,
  classLabel,
  formatCardDate,
  initialsOf,
} from '../../utils/format-card';
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

const orNA = (value: string | undefined) => (value?.trim() ? value : NOT_AVAILABLE);

/** The student ID card of spec §2, 540 × 340 px, styled inline so it prints on its own. */
export function StudentIdCard(props: StudentIdCardProps) {
  const { student, schoolName, qrCodeImage, qrPlaceholder, today = new Date(), ref } = props;
  const age = ageInYears(student.dateOfBirth);
  const allergies = student.medicalInfo.allergies.slice(0, 2);
  const facts: [string, string][] = [
    ['ID', student.studentId],
    ['Class', classLabel(student)],
    ['Roll', orNA(student.rollNumber)],
    ['DOB', formatCardDate(student.dateOfBirth)],
    ['Age', age === undefined ? NOT_AVAILABLE : `${age} years`],
    ['Email', orNA(student.email)],
    ['Phone', orNA(student.phoneNumber)],
    ['Guardian', `${student.guardianName} · ${student.guardianPhone}`],
  ];

  return (
    <div ref={ref} style={s.card} role="group" aria-label={`ID card for ${student.fullName}`}>
      <div style={s.header}>
        <div style={s.schoolName}>{schoolName}</div>
        <div style={s.cardTitle}>STUDENT IDENTIFICATION CARD</div>
      </div>
      <div style={s.body}>
        <div>
          {student.photoUrl ? (
            <img src={student.photoUrl} alt={`Photo of ${student.fullName}`} style={s.photo} />
          ) : (
            <div style={s.initials} aria-hidden>
              {initialsOf(student)}
            </div>
          )}
        </div>
        <div style={{ minWidth: 0 }}>
          <div style={s.name}>{student.fullName}</div>
          <dl style={s.facts}>
            {facts.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt style={s.factLabel}>{label}:</dt>
                <dd style={s.factValue}>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div style={s.qrColumn}>
          {qrCodeImage ? (
            <img src={qrCodeImage} alt={`QR code for ${student.fullName}`} style={s.qrImage} />
          ) : (
            <div style={s.qrPlaceholder}>{qrPlaceholder}</div>
          )}
          <div style={s.qrLabel}>SCAN FOR ATTENDANCE</div>
        </div>
        <div style={s.boxes}>
          <div style={s.box}>
            <div style={s.boxTitle}>EMERGENCY CONTACT</div>
            <div style={s.boxLine}>{orNA(student.emergencyContact.name)}</div>
            <div style={s.boxLine}>{orNA(student.emergencyContact.phone)}</div>
          </div>
          <div style={s.box}>
            <div style={s.boxTitle}>MEDICAL INFO</div>
            <div style={s.boxLine}>Blood Type: {orNA(student.medicalInfo.bloodType)}</div>
            <div style={s.boxLine}>
              Allergies: {allergies.length > 0 ? allergies.join(', ') : 'None listed'}
            </div>
          </div>
        </div>
      </div>
      <div style={s.footer}>
        <div>
          <span style={s.footerStrong}>Valid Until: December {today.getFullYear() + 1}</span>
        </div>
        <div style={{ textAlign: 'right' }}>
          <span style={s.footerStrong}>ID Card #{student.studentId}</span>
        </div>
        <div>Enrollment: {formatCardDate(student.enrollmentDate)}</div>
        <div style={{ textAlign: 'right' }}>Generated: {formatCardDate(today)}</div>
      </div>
    </div>
  );
}
