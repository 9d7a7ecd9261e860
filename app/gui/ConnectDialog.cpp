#include "ConnectDialog.h"

#include "ProtocolLogModel.h"
#include "sampler/TraceActorClient.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace hg {

const QString ConnectDialog::kDefaultAddress = QStringLiteral("127.0.0.1:6000");

ConnectDialog::ConnectDialog(QWidget *parent)
    : QDialog(parent)
    , m_address(new QLineEdit(kDefaultAddress, this))
    , m_connect(new QPushButton(this))
    , m_status(new QLabel(this))
    , m_typesBox(new QGroupBox(this))
    , m_typesLayout(new QVBoxLayout(m_typesBox))
    , m_name(new QLineEdit(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
    , m_addressLabel(new QLabel(this))
    , m_nameLabel(new QLabel(this))
{
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_typesBox->setEnabled(false);
    m_name->setEnabled(false);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    m_addressLabel->setBuddy(m_address);
    m_nameLabel->setBuddy(m_name);

    auto *addressRow = new QHBoxLayout;
    addressRow->addWidget(m_address, 1);
    addressRow->addWidget(m_connect);
    auto *form = new QFormLayout;
    form->addRow(m_addressLabel, addressRow);
    form->addRow(m_nameLabel, m_name);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(m_typesBox, 1);
    layout->addWidget(m_buttons);

    connect(m_connect, &QPushButton::clicked, this, &ConnectDialog::connectToActor);
    connect(m_address, &QLineEdit::returnPressed, this, &ConnectDialog::connectToActor);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslate();
    resize(520, 420);
}

ConnectDialog::~ConnectDialog()
{
    if (m_client)
        m_client->disconnectFromActor();
    delete m_log;
}

QString ConnectDialog::address() const { return m_address->text().trimmed(); }
void ConnectDialog::setAddress(const QString &address) { m_address->setText(address); }
QString ConnectDialog::traceName() const { return m_name->text().trimmed(); }

QStringList ConnectDialog::chosenTypes() const
{
    QStringList types;
    for (const QCheckBox *box : m_types)
        if (box->isChecked())
            types << box->text();
    return types;
}

std::unique_ptr<TraceActorClient> ConnectDialog::takeClient()
{
    if (m_client)
        m_client->disconnect(this);
    return std::move(m_client);
}

ProtocolLogModel *ConnectDialog::takeLog() { return std::exchange(m_log, nullptr); }

void ConnectDialog::connectToActor()
{
    if (address().isEmpty()) {
        showProblem(tr("Give the actor's address: HOST:PORT (e.g. %1) or the path of a Unix socket.").arg(kDefaultAddress));
        return;
    }
    // A new attempt starts afresh.
    qDeleteAll(m_types);
    m_types.clear();
    m_typesBox->setEnabled(false);
    m_name->setEnabled(false);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    if (m_client) {
        m_client->disconnect(this);
        m_client->disconnectFromActor();
    }
    delete m_log;
    m_client = std::make_unique<TraceActorClient>();
    m_log = new ProtocolLogModel;
    m_log->follow(m_client.get());
    connect(m_client.get(), &TraceActorClient::attached, this, &ConnectDialog::onAttached);
    connect(m_client.get(), &TraceActorClient::closed, this, [this](const QString &error) {
        showProblem(error.isEmpty() ? tr("The connection was closed.") : error);
    });
    connect(m_client.get(), &TraceActorClient::errorReplied, this, [this](const QString &request, const QString &error, const QString &message) {
        showProblem(tr("The actor refused %1: %2 (%3)").arg(request, message, error));
    });
    m_status->setStyleSheet(QString());
    m_status->setText(tr("Connecting to %1…").arg(address()));
    m_client->connectTo(address());
    m_client->attach(); // sent once connected
}

void ConnectDialog::onAttached(const QStringList &types)
{
    m_status->setStyleSheet(QString());
    m_status->setText(tr("Attached to %1. Choose what each frame should carry, then Start.").arg(m_client->address()));
    for (const QString &type : types) {
        auto *box = new QCheckBox(type, m_typesBox);
        box->setChecked(true);
        m_typesLayout->addWidget(box);
        m_types << box;
    }
    m_typesBox->setEnabled(true);
    m_name->setEnabled(true);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(true);
    m_buttons->button(QDialogButtonBox::Ok)->setFocus();
}

void ConnectDialog::showProblem(const QString &text)
{
    m_status->setStyleSheet(QStringLiteral("QLabel { color: #b00020; }"));
    m_status->setText(text);
    if (!m_client || !m_client->isAttached()) {
        m_typesBox->setEnabled(false);
        m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    }
}

void ConnectDialog::retranslate()
{
    setWindowTitle(tr("Connect to a TraceActor"));
    m_addressLabel->setText(tr("&Address:"));
    m_address->setToolTip(tr("HOST:PORT for TCP, or the path of a Unix socket"));
    m_connect->setText(tr("&Connect"));
    m_nameLabel->setText(tr("Trace &name:"));
    m_name->setPlaceholderText(tr("(the actor names it)"));
    m_typesBox->setTitle(tr("Trace types the actor offers"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    if (m_status->text().isEmpty())
        m_status->setText(tr("Connect to list the trace types the actor offers."));
}

} // namespace hg
