import type { ContractTranslations } from './i18n/catalogue.js';

/** The sign-in provider texts in French (vous), by the catalogue's keys. */
export const SSO_FR: Pick<ContractTranslations, 'sso'> = {
  sso: {
    nameRequired: 'Veuillez nommer le fournisseur',
    issuerInvalid: 'Saisissez l’émetteur sous forme d’adresse https',
    googleIssuer: 'Google Workspace se connecte sur https://accounts.google.com',
    microsoftIssuer: 'Saisissez l’ID d’annuaire (locataire) du Microsoft Entra ID de l’école',
    clientIdRequired: 'Saisissez l’ID client fourni par le fournisseur',
    clientSecretRequired: 'Saisissez le secret client fourni par le fournisseur',
    domainInvalid: 'Saisissez des domaines de messagerie comme ecole.fr',
    googleDomainsRequired:
      'Google Workspace a besoin d’au moins un des domaines de messagerie de l’école',
    domainsForNewAccounts:
      'Indiquez les domaines de messagerie dont le personnel reçoit un compte à la première connexion',
    created:
      'Fournisseur de connexion ajouté. Enregistrez l’URL de redirection chez le fournisseur.',
    updated: 'Fournisseur de connexion enregistré',
    deleted:
      'Fournisseur de connexion supprimé. Son personnel se connecte désormais avec un mot de passe.',
    noAccount:
      'Aucun compte Rollcall n’a votre adresse e-mail. Demandez à un administrateur de vous ajouter.',
    domainNotAllowed: 'Votre domaine de messagerie n’est pas autorisé à se connecter ici.',
    emailNotVerified: 'Le fournisseur n’a pas vérifié votre adresse e-mail.',
    providerRefused: 'Le fournisseur de connexion a refusé la connexion. Veuillez réessayer.',
    providerDown:
      'Le fournisseur de connexion est injoignable. Connectez-vous avec votre mot de passe, ou réessayez plus tard.',
    attemptExpired: 'La connexion a pris trop de temps. Veuillez réessayer.',
    signInWith: 'Se connecter avec {{name}}',
    passwordSsoOnly:
      'Ce compte se connecte par authentification unique : utilisez le bouton au-dessus du formulaire.',
    ssoOnlyAdmin:
      'Un administrateur garde un mot de passe : c’est l’accès quand le fournisseur est indisponible.',
    testWorked: 'Le test a fonctionné : le fournisseur a confirmé cette adresse e-mail.',
    testStarted: 'Terminez la connexion dans le nouvel onglet, puis revenez ici.',
    signInOr: 'ou connectez-vous avec votre mot de passe',
    ssoOnlyLabel: 'Authentification unique seulement',
    ssoOnlyHelp: 'Se connecte uniquement via un fournisseur de connexion : aucun mot de passe.',
    accountCreatedSubject: 'Nouveau compte du personnel à {{school}}',
    accountCreatedBody:
      '{{name}} ({{email}}) s’est connecté via {{provider}} pour la première fois et Rollcall lui a créé un compte d’enseignant. S’il ne doit pas en avoir, désactivez-le dans Utilisateurs.',
  },
};
