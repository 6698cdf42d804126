/** Portuguese texts of the admin's photo, logo, description and "Esgotado" controls. */
export const PhotoMessages = {
  notAnImage: 'Escolha um arquivo de imagem (JPEG, PNG ou WebP).',
  cannotOpen: 'Não foi possível abrir esta imagem. Tente uma foto JPEG, PNG ou WebP.',
  tooBig: 'A imagem recortada passou de 5 MB. Aproxime menos ou use outra foto.',
  photoUploaded: 'Foto atualizada.',
  photoUploadFailed: 'Falha ao enviar a foto',
  photoRemoved: 'Foto removida.',
  photoRemoveFailed: 'Falha ao remover a foto',
  logoUploaded: 'Logo atualizado.',
  logoUploadFailed: 'Falha ao enviar o logo',
  logoRemoved: 'Logo removido.',
  logoRemoveFailed: 'Falha ao remover o logo',
  coverSaved: 'Cor da capa atualizada.',
  coverFailed: 'Falha ao salvar a cor da capa',
  soldOutOn: (name: string) => `${name} marcado como esgotado.`,
  soldOutOff: (name: string) => `${name} disponível novamente.`,
  availabilityFailed: 'Falha ao atualizar a disponibilidade',
} as const;
