import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { ATTENDANCE_EN } from './en';

export const ATTENDANCE_FR: Translations<typeof ATTENDANCE_EN> = {
  page: {
    title: 'Registre des présences',
    subtitle: 'Consultez et filtrez les présences par élève et par période.',
    initialLoadFailed: 'Impossible de charger les données initiales',
    selectedStudent: 'Élève sélectionné',
  },
  toolbar: {
    autoRefresh: 'Actualisation automatique',
    every: 'Toutes les {{seconds}} secondes',
    lastUpdated: 'Dernière mise à jour : {{time}}',
    exportCsv: 'Exporter en CSV',
    exportExcel: 'Exporter en Excel',
    excelNote:
      'L’export Excel couvre tous les élèves de la période : choisissez Tous les élèves pour l’utiliser.',
    exported_one: '{{count}} présence exportée dans {{fileName}}',
    exported_other: '{{count}} présences exportées dans {{fileName}}',
    exportFailed: 'Impossible d’exporter les présences',
  },
  filters: {
    allStudents: 'Tous les élèves',
    noMatch: 'Aucun élève ne correspond',
  },
  table: {
    syncedLater: 'Arrivé au serveur à {{time}}',
    date: 'Date',
    timeWindow: 'Créneau',
    checkOut: 'Départ',
  },
  rowActions: {
    editOf: 'Modifier la présence de {{name}}',
    deleteOf: 'Supprimer la présence de {{name}}',
  },
  edit: {
    title: 'Modifier la présence',
    reason: 'Motif de la modification',
    reasonHelp: 'Conservé dans l’historique de l’enregistrement',
    failed: 'Impossible de modifier la présence',
  },
  delete: {
    title: 'Supprimer la présence',
    question:
      'Supprimer la présence de {{name}} du {{date}} ? L’enregistrement disparaîtra des listes et des totaux ; son historique est conservé.',
    failed: 'Impossible de supprimer la présence',
  },
  scan: {
    code: 'Code QR',
    codeHelp:
      'Collez ou saisissez le code de la carte de l’élève, ou son n° d’élève. Une douchette le saisit aussi ici.',
    codePlaceholder: '{"studentId":"S-001", …} ou S-001',
    continuous: 'Mode continu (entrée de l’école)',
    continuousHelp: 'Garde cette fenêtre ouverte : chaque scan s’affiche ci-dessous avec un bip.',
    useCamera: 'Utiliser la caméra',
    stopCamera: 'Arrêter la caméra',
    submit: 'Enregistrer la présence',
    loadingCamera: 'Chargement du lecteur de la caméra',
    log: 'Scans de cette session : {{recorded}} enregistrés, {{refused}} refusés',
  },
  camera: {
    select: 'Caméra',
    numbered: 'Caméra {{number}}',
    preview: 'Image de la caméra',
    starting: 'Démarrage de la caméra…',
    hold: 'Présentez le code QR de la carte devant la caméra.',
    errors: {
      denied:
        'L’accès à la caméra a été refusé. Autorisez la caméra pour ce site dans les paramètres du navigateur, ou saisissez le code.',
      missing: 'Aucune caméra n’a été trouvée sur cet appareil. Saisissez ou collez le code.',
      busy: 'La caméra est utilisée par une autre application. Fermez-la et réessayez.',
      unsupported:
        'Ce navigateur ne peut pas utiliser la caméra ici (il faut une adresse https sécurisée). Saisissez ou collez le code.',
      failed: 'La caméra n’a pas pu démarrer. Saisissez ou collez le code.',
    },
  },
};
