#pragma once
#include <QDialog>
#include <memory>

class QCheckBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QVBoxLayout;

namespace hg {

class ProtocolLogModel;
class TraceActorClient;

// File > Connect…: the address of a TraceActor (HOST:PORT, or a Unix socket
// path), Connect to attach to it, the trace types it offers as checkboxes
// and a trace name; Start hands the attached client (and the log of what it
// exchanged so far) to whoever opened the dialog.
class ConnectDialog : public QDialog
{
    Q_OBJECT
public:
    static const QString kDefaultAddress; // 127.0.0.1:6000

    explicit ConnectDialog(QWidget *parent = nullptr);
    ~ConnectDialog() override;

    QString address() const;
    void setAddress(const QString &address);
    QString traceName() const;
    QStringList chosenTypes() const;
    // After Start: the attached client and its protocol log, once.
    std::unique_ptr<TraceActorClient> takeClient();
    ProtocolLogModel *takeLog();

public slots:
    void connectToActor();

private:
    void onAttached(const QStringList &types);
    void showProblem(const QString &text);
    void retranslate();

    QLineEdit *m_address;
    QPushButton *m_connect;
    QLabel *m_status;
    QGroupBox *m_typesBox;
    QVBoxLayout *m_typesLayout;
    QList<QCheckBox *> m_types;
    QLineEdit *m_name;
    QDialogButtonBox *m_buttons;
    QLabel *m_addressLabel;
    QLabel *m_nameLabel;
    std::unique_ptr<TraceActorClient> m_client;
    ProtocolLogModel *m_log = nullptr;
};

} // namespace hg
