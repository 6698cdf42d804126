import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api';
import { PhotoPicker, type PhotoPickerProps } from './PhotoPicker';
import { PhotoMessages } from './messages';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

// jsdom has no layout or canvas: this stand-in for react-easy-crop reports a crop area as soon as
// it shows the image, like the real one does once the image has loaded.
vi.mock('react-easy-crop', () => ({
  default: ({
    image,
    onCropComplete,
    aspect,
  }: {
    image: string;
    aspect: number;
    onCropComplete: (a: unknown, p: unknown) => void;
  }) => {
    const area = { x: 10, y: 20, width: 300, height: 300 };
    setTimeout(() => onCropComplete(area, area), 0);
    return <img alt="cropper" data-src={image} data-aspect={aspect} />;
  },
}));

const messages = {
  uploaded: 'Foto atualizada com sucesso!',
  uploadFailed: PhotoMessages.photoUploadFailed,
  removed: 'Foto removida com sucesso!',
  removeFailed: PhotoMessages.photoRemoveFailed,
};

function setup(props: Partial<PhotoPickerProps> = {}) {
  const upload = vi.fn<PhotoPickerProps['upload']>(async () => undefined);
  const remove = vi.fn<PhotoPickerProps['remove']>(async () => undefined);
  const crop = vi.fn<NonNullable<PhotoPickerProps['crop']>>(
    async () => new Blob(['jpeg-bytes'], { type: 'image/jpeg' }),
  );
  render(
    <PhotoPicker
      label="Foto do produto"
      subject="Brigadeiro"
      imageUrl={null}
      upload={upload}
      remove={remove}
      messages={messages}
      crop={crop}
      {...props}
    />,
  );
  return { upload, remove, crop, user: userEvent.setup() };
}

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'foto.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  toast.error.mockClear();
  toast.success.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('PhotoPicker', { timeout: 15_000 }, () => {
  it('offers camera and gallery inputs that accept any image', () => {
    setup();
    const camera = screen.getByLabelText('Tirar foto de Brigadeiro');
    const gallery = screen.getByLabelText('Escolher foto de Brigadeiro');
    expect(camera.getAttribute('accept')).toBe('image/*');
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(gallery.getAttribute('accept')).toBe('image/*');
    expect(gallery.hasAttribute('capture')).toBe(false);
    expect(screen.queryByRole('button', { name: /Remover/ })).toBeNull();
  });

  it('crops to a square, uploads with a progress bar, then toasts', async () => {
    const { upload, crop, user } = setup();
    let report: (f: number) => void = () => undefined;
    let finish: () => void = () => undefined;
    upload.mockImplementation(
      (_file, onProgress) =>
        new Promise<void>((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    await user.upload(screen.getByLabelText('Escolher foto de Brigadeiro'), jpeg());
    expect((await screen.findByAltText('cropper')).getAttribute('data-aspect')).toBe('1');
    const send = await screen.findByRole('button', { name: 'Enviar foto' });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    await user.click(send);

    // The cropper got the file as a data URL (the CSP allows data: images, not blob:).
    expect(crop).toHaveBeenCalledWith('data:image/jpeg;base64,/9j/4A==', {
      x: 10,
      y: 20,
      width: 300,
      height: 300,
    });
    const bar = await screen.findByRole('progressbar', { name: 'Enviando foto de Brigadeiro' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => report(0.42));
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('Enviando... 42%')).toBeTruthy();
    const sent = upload.mock.calls[0]![0];
    expect(sent.type).toBe('image/jpeg');
    await act(async () => finish());
    expect(toast.success).toHaveBeenCalledWith(messages.uploaded);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the API refusal (e.g. 415) and keeps the crop to try again', async () => {
    const { upload, user } = setup();
    upload.mockRejectedValue(
      new ApiError({
        status: 415,
        message: 'Formato de imagem não suportado. Envie uma foto JPEG, PNG ou WebP.',
        serverMessage: 'Formato de imagem não suportado. Envie uma foto JPEG, PNG ou WebP.',
      }),
    );
    await user.upload(screen.getByLabelText('Escolher foto de Brigadeiro'), jpeg());
    const send = await screen.findByRole('button', { name: 'Enviar foto' });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    await user.click(send);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(PhotoMessages.photoUploadFailed, {
        description: 'Formato de imagem não suportado. Envie uma foto JPEG, PNG ou WebP.',
      }),
    );
    expect(screen.getByRole('button', { name: 'Enviar foto' })).toBeTruthy();
  });

  it('refuses a file that is not an image before cropping', async () => {
    const { upload } = setup();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Escolher foto de Brigadeiro'),
      new File(['oi'], 'nota.txt', { type: 'text/plain' }),
    );
    expect(toast.error).toHaveBeenCalledWith(PhotoMessages.notAnImage);
    expect(screen.queryByAltText('cropper')).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });

  it('does not upload a crop over 5 MB', async () => {
    const { upload, crop, user } = setup();
    crop.mockResolvedValue(new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]));
    await user.upload(screen.getByLabelText('Escolher foto de Brigadeiro'), jpeg());
    const send = await screen.findByRole('button', { name: 'Enviar foto' });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    await user.click(send);
    expect(toast.error).toHaveBeenCalledWith(PhotoMessages.tooBig);
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the current photo and removes it', async () => {
    const { remove, user } = setup({ imageUrl: 'https://cdn/x-thumb.webp' });
    expect(screen.getByRole('img', { name: 'Foto do produto de Brigadeiro' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Trocar foto/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remover foto do produto de Brigadeiro' }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith(messages.removed);
  });
});
