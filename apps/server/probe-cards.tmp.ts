import { writeFileSync } from 'node:fs';
import { ID_CARD_TEMPLATES, IdCardSettingsBodySchema } from '@rollcall/contract/id-cards';
import { writeCardsPdf } from './src/features/id-cards/card-pdf.js';
const names: [string, string][] = [['Maximiliana Konstantina', 'Wolkenstein-Trostburg'], ['王', '美玲'], ['محمد', 'العلي'], ['Zoë', 'Łukasiewicz-Nguyễn'], ['अर्जुन', 'शर्मा'], ['김', '민준']];
const t0 = Date.now();
for (const template of ID_CARD_TEMPLATES) {
  const faces = names.map(([firstName, lastName], i) => ({
    settings: { ...IdCardSettingsBodySchema.parse({}), template, schoolName: 'Lincoln High School', schoolAddress: '12 Main Street', schoolPhone: '+1 555 0100', schoolWebsite: 'lincoln.example.edu', includeGuardian: true, includeEmergency: true, includeMedical: true, includeBarcode: true },
    student: { firstName, lastName, studentNumber: `STU-${i}`, class: '10', section: 'A', rollNumber: '7', dateOfBirth: '2010-05-01', guardianName: 'דוד כהן', guardianPhone: '+1 555', emergencyName: 'Иванова Мария', emergencyPhone: '+1 556', bloodType: 'O+', allergies: ['Peanuts'], photoUrl: null },
    qrCodeData: 'hello', photo: undefined, logo: undefined, academicYear: '2026–2027',
  }));
  const pdf = await writeCardsPdf(faces, 'a4-10', { title: 't', author: 'a', language: template.length % 2 ? 'fr' : 'en' });
  writeFileSync(`/tmp/fonts-look/cards-${template}.pdf`, pdf);
}
console.log('ms', Date.now() - t0);
