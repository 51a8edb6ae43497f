import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { ROSTER_HOLD_EN } from './en';

/** L’import de la liste que la retenue de synchronisation garde, en français (vous). */
export const ROSTER_HOLD_FR: Translations<typeof ROSTER_HOLD_EN> = {
  title: 'Un import de la liste attend votre examen',
  sentBy: 'Le jeton d’API « {{token}} » l’a envoyé le {{when}}.',
  sentByDeleted: 'Un jeton d’API supprimé depuis l’a envoyé le {{when}}.',
  archives_one:
    'Il archiverait {{count}} élève, plus que les {{limit}} qu’une synchronisation peut modifier seule : rien n’a donc été modifié.',
  archives_other:
    'Il archiverait {{count}} élèves, plus que les {{limit}} qu’une synchronisation peut modifier seule : rien n’a donc été modifié.',
  contacts_one:
    'Il modifierait les coordonnées du responsable de {{count}} élève, plus que les {{limit}} qu’une synchronisation peut modifier seule : rien n’a donc été modifié.',
  contacts_other:
    'Il modifierait les coordonnées des responsables de {{count}} élèves, plus que les {{limit}} qu’une synchronisation peut modifier seule : rien n’a donc été modifié.',
  waiting_one:
    'Un autre import est arrivé pendant qu’un import attendait, et le plus récent attend à sa place. Il archiverait ou modifierait les coordonnées du responsable de {{count}} élève ; rien n’a été modifié.',
  waiting_other:
    'Un autre import est arrivé pendant qu’un import attendait, et le plus récent attend à sa place. Il archiverait ou modifierait les coordonnées des responsables de {{count}} élèves ; rien n’a été modifié.',
  staff_one:
    'Il désactiverait {{count}} compte du personnel ou le retirerait de l’établissement, plus que les {{limit}} qu’une synchronisation peut modifier seule : rien n’a donc été modifié.',
  staff_other:
    'Il désactiverait {{count}} comptes du personnel ou les retirerait de l’établissement, plus que les {{limit}} qu’une synchronisation peut modifier seule : rien n’a donc été modifié.',
  admins_one:
    'Il ferait de {{count}} membre du personnel un administrateur, ce qu’une synchronisation ne fait jamais seule : rien n’a donc été modifié.',
  admins_other:
    'Il ferait de {{count}} membres du personnel des administrateurs, ce qu’une synchronisation ne fait jamais seule : rien n’a donc été modifié.',
  review: 'Examiner l’import',
  modalTitle: 'Import de la liste retenu',
  intro:
    'Ce que l’import ferait maintenant, avec les élèves d’aujourd’hui. Rien n’est écrit avant votre confirmation ; l’écarter n’écrit rien.',
  loading: 'Lecture de l’import retenu…',
  loadFailed: 'L’import retenu n’a pas pu être lu.',
  discard: 'Écarter l’import',
  confirm: 'Confirmer l’import',
  confirmFailed: 'L’import retenu n’a pas pu être confirmé.',
  discardFailed: 'L’import retenu n’a pas pu être écarté.',
};
