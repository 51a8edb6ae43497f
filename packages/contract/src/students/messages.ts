import { messageTemplate } from '../i18n/message-template.js';

export const STUDENT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  studentIdRequired: 'Student ID is required',
  studentIdInvalid: 'Student ID may use letters, digits, hyphens and underscores only',
  studentIdImmutable: 'Student ID cannot be changed',
  classRequired: 'Class is required',
  guardianNameRequired: 'Guardian name is required',
  guardianPhoneRequired: 'Guardian phone is required',
  guardianPhoneInvalid: 'Please enter a valid guardian phone number',
  guardianEmailInvalid: 'Please enter a valid guardian email address',
  notesTooLong: 'Notes must be at most 500 characters',
  dateInvalid: 'Please enter a valid date',
  deleteConfirm: 'Are you sure you want to delete this student?',
  created: 'Student created successfully!',
  updated: 'Student updated successfully!',
  deleted: 'Student deleted successfully!',
  qrRegenerated: 'QR code regenerated. Cards printed before no longer scan.',
  photoUploaded: 'Photo uploaded successfully!',
  emptyTitle: 'No students',
  emptyText: 'Get started by creating a new student.',
  duplicateInFile: 'Student ID appears more than once in this file',
  /** The server's import result names the row the ID first appeared on. */
  duplicateInFileRow: messageTemplate(
    'Student ID appears more than once in this file (row {{row}})',
    'row',
  ),
} as const;
